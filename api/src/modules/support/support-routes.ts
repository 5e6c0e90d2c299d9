import {
  auditListSchema,
  auditQuerySchema,
  envelope,
  pepOverrideRequestSchema,
  PERMISSION_TYPES,
  supportReasonSchema,
  supportUserDetailSchema,
  supportUserListSchema,
  supportUserSearchQuerySchema,
  text,
  type SupportUserDetail,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf, type ServiceDeps } from '../../lib/service-deps.js';
import { actorOf, actorOnCustomer, type Actor } from '../audit/index.js';
import {
  auditCsv,
  auditTrail,
  changePepStatus,
  endCustomerSessions,
  findCustomers,
  readCustomer,
  releaseDeposit,
  resetTwoFactor,
  restorePermission,
  returnDeposit,
  suspendPermission,
} from './support-service.js';

const CSV_LIMIT = 5000;
const customerParams = z.object({ userId: text().max(64) });
const heldDepositParams = customerParams.extend({ transferId: z.uuid('Name a held deposit') });
const permissionParams = customerParams.extend({
  type: z.enum(PERMISSION_TYPES, `Unknown permission: use one of ${PERMISSION_TYPES.join(', ')}`),
});

/** The support console: lv1 reads customers, lv2 also changes them; every change is audited. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const readers = app.requireRole('support_lv1');
  const auditors = app.requireRole('support_lv2');
  const changers = app.requireStaffAction('support_lv2');

  app.get(
    '/support/users',
    {
      schema: {
        tags: ['support'],
        summary:
          'Find customers by e-mail, name, mobile, user ID or deposit reference (at most 50, audited)',
        querystring: supportUserSearchQuerySchema,
        response: { 200: envelope(supportUserListSchema) },
      },
      onRequest: readers,
    },
    async (request) => ({
      data: await findCustomers(depsOf(request), {
        actor: actorOf(request),
        query: request.query.query,
      }),
    }),
  );

  app.get(
    '/support/users/:userId',
    {
      schema: {
        tags: ['support'],
        summary:
          'A customer: profile, verification, KYC, permissions, balances, notifications (audited)',
        params: customerParams,
        response: { 200: envelope(supportUserDetailSchema) },
      },
      onRequest: readers,
    },
    async (request) => ({
      data: await readCustomer(depsOf(request), actorOnCustomer(request)),
    }),
  );

  app.post(
    '/support/users/:userId/pep',
    {
      schema: {
        tags: ['support'],
        summary: 'Set a customer’s politically-exposed-person status',
        params: customerParams,
        body: pepOverrideRequestSchema,
        response: { 200: envelope(supportUserDetailSchema) },
      },
      onRequest: changers,
    },
    async (request) => ({
      data: await changePepStatus(depsOf(request), {
        ...actorOnCustomer(request),
        ...request.body,
      }),
    }),
  );

  /**
   * A change to one customer, for a reason the audit log keeps: lv2 with a fresh sign-in,
   * answered with the customer as they now stand.
   */
  const customerChange = <Target extends { userId: string }>(
    path: string,
    summary: string,
    params: z.ZodType<Target>,
    change: (
      deps: ServiceDeps,
      input: Target & { actor: Actor; reason: string },
    ) => Promise<SupportUserDetail>,
  ) =>
    app.post(
      path,
      {
        schema: {
          tags: ['support'],
          summary,
          params,
          body: supportReasonSchema,
          response: { 200: envelope(supportUserDetailSchema) },
        },
        onRequest: changers,
      },
      async (request) => ({
        data: await change(depsOf(request), {
          // `params` validated them; Fastify's type for them stays open while Target is generic.
          ...(request.params as Target),
          actor: actorOf(request),
          reason: request.body.reason,
        }),
      }),
    );

  customerChange(
    '/support/users/:userId/permissions/:type/suspend',
    'Suspend one permission of a customer',
    permissionParams,
    (deps, { type, ...change }) => suspendPermission(deps, { ...change, permission: type }),
  );
  customerChange(
    '/support/users/:userId/permissions/:type/restore',
    'Lift the suspension of one permission of a customer',
    permissionParams,
    (deps, { type, ...change }) => restorePermission(deps, { ...change, permission: type }),
  );
  customerChange(
    '/support/users/:userId/two-factor/reset',
    'Turn off a customer’s two-factor (lost authenticator)',
    customerParams,
    resetTwoFactor,
  );
  customerChange(
    '/support/users/:userId/sessions/end',
    'Sign the customer out on every device',
    customerParams,
    endCustomerSessions,
  );
  customerChange(
    '/support/users/:userId/held-deposits/:transferId/release',
    'Release a deposit on hold into the customer’s balance',
    heldDepositParams,
    releaseDeposit,
  );
  customerChange(
    '/support/users/:userId/held-deposits/:transferId/return',
    'Send a deposit on hold back to the account or address it came from',
    heldDepositParams,
    returnDeposit,
  );

  const auditFilter = (query: z.infer<typeof auditQuerySchema>) => ({
    userId: query.userId,
    staff: query.staff,
    action: query.action,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  });

  app.get(
    '/support/audit',
    {
      schema: {
        tags: ['support'],
        summary: 'The audit log, newest first; filter by customer, staff, action and time',
        querystring: auditQuerySchema,
        response: { 200: envelope(auditListSchema) },
      },
      onRequest: auditors,
    },
    async (request) => ({
      data: await auditTrail(depsOf(request), {
        ...auditFilter(request.query),
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    '/support/audit/export.csv',
    {
      schema: {
        tags: ['support'],
        summary: 'The filtered audit log as a CSV file (at most 5,000 rows)',
        querystring: auditQuerySchema,
        produces: ['text/csv'],
      },
      onRequest: auditors,
    },
    async (request, reply) => {
      const entries = await auditTrail(depsOf(request), {
        ...auditFilter(request.query),
        limit: CSV_LIMIT,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="wattle-audit-log.csv"')
        .send(auditCsv(entries));
    },
  );
};
