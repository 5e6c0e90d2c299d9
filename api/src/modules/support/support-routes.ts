import {
  auditListSchema,
  auditQuerySchema,
  envelope,
  PERMISSION_TYPES,
  pepOverrideRequestSchema,
  supportReasonSchema,
  supportUserDetailSchema,
  supportUserListSchema,
  supportUserSearchQuerySchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { actorOf } from '../audit/audit-actor.js';
import {
  auditTrail,
  changePepStatus,
  customerDetail,
  findCustomers,
  resetTwoFactor,
  restorePermission,
  suspendPermission,
} from './support-service.js';

const customerParams = z.object({ userId: z.string().max(64) });
const permissionParams = customerParams.extend({
  type: z.enum(PERMISSION_TYPES, `Unknown permission: use one of ${PERMISSION_TYPES.join(', ')}`),
});

/** The support console: lv1 reads customers, lv2 also changes them; every change is audited. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const readers = app.requireRole('support_lv1');
  const changers = app.requireRole('support_lv2');

  app.get(
    '/support/users',
    {
      schema: {
        tags: ['support'],
        summary: 'Find customers by e-mail, name or user ID (at most 50)',
        querystring: supportUserSearchQuerySchema,
        response: { 200: envelope(supportUserListSchema) },
      },
      onRequest: readers,
    },
    async (request) => ({ data: await findCustomers(depsOf(request), request.query.query) }),
  );

  app.get(
    '/support/users/:userId',
    {
      schema: {
        tags: ['support'],
        summary: 'A customer: profile, verification, KYC, permissions, suspensions, audit',
        params: customerParams,
        response: { 200: envelope(supportUserDetailSchema) },
      },
      onRequest: readers,
    },
    async (request) => ({ data: await customerDetail(depsOf(request), request.params.userId) }),
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
        actor: actorOf(request),
        userId: request.params.userId,
        ...request.body,
      }),
    }),
  );

  app.post(
    '/support/users/:userId/permissions/:type/suspend',
    {
      schema: {
        tags: ['support'],
        summary: 'Suspend one permission of a customer',
        params: permissionParams,
        body: supportReasonSchema,
        response: { 200: envelope(supportUserDetailSchema) },
      },
      onRequest: changers,
    },
    async (request) => ({
      data: await suspendPermission(depsOf(request), {
        actor: actorOf(request),
        userId: request.params.userId,
        permission: request.params.type,
        reason: request.body.reason,
      }),
    }),
  );

  app.post(
    '/support/users/:userId/permissions/:type/restore',
    {
      schema: {
        tags: ['support'],
        summary: 'Lift the suspension of one permission of a customer',
        params: permissionParams,
        body: supportReasonSchema,
        response: { 200: envelope(supportUserDetailSchema) },
      },
      onRequest: changers,
    },
    async (request) => ({
      data: await restorePermission(depsOf(request), {
        actor: actorOf(request),
        userId: request.params.userId,
        permission: request.params.type,
        reason: request.body.reason,
      }),
    }),
  );

  app.post(
    '/support/users/:userId/two-factor/reset',
    {
      schema: {
        tags: ['support'],
        summary: 'Turn off a customer’s two-factor (lost authenticator)',
        params: customerParams,
        body: supportReasonSchema,
        response: { 200: envelope(supportUserDetailSchema) },
      },
      onRequest: changers,
    },
    async (request) => ({
      data: await resetTwoFactor(depsOf(request), {
        actor: actorOf(request),
        userId: request.params.userId,
        reason: request.body.reason,
      }),
    }),
  );

  app.get(
    '/support/audit',
    {
      schema: {
        tags: ['support'],
        summary:
          'The support audit log, newest first (at most 100); about one customer with ?userId=',
        querystring: auditQuerySchema,
        response: { 200: envelope(auditListSchema) },
      },
      onRequest: changers,
    },
    async (request) => ({ data: await auditTrail(depsOf(request), request.query.userId) }),
  );
};
