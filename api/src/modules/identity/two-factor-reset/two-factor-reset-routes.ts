import {
  envelope,
  twoFactorResetCaseListSchema,
  twoFactorResetDecisionSchema,
  twoFactorResetReceiptSchema,
  twoFactorResetRequestSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyText, rateLimitHook, userRateLimit } from '../../../lib/rate-limit-hook.js';
import { depsOf } from '../../../lib/service-deps.js';
import { actorOf } from '../../audit/index.js';
import {
  decideTwoFactorReset,
  requestTwoFactorReset,
  twoFactorResetsForStaff,
} from './two-factor-reset-service.js';

export interface TwoFactorResetRoutesOptions {
  /** The shell's URL, for the sign-in link the approval e-mail carries. */
  appUrl: string;
}

/** Requests per network address per hour: a household or an office asks rarely. */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 10;
/** Requests per account e-mail per day: a mistyped answer can be sent again, a guesser cannot. */
export const RESET_REQUESTS_PER_EMAIL_PER_DAY = 3;
/** Support's reads and decisions per staff member per minute. */
const STAFF_CALLS_PER_MINUTE = 60;

const requestParams = z.object({ requestId: z.uuid('Not a request id') });

/**
 * Support reset of two-factor (docs/product/identity.md#support-reset): the customer's request
 * from the sign-in page, support's list and decision.
 */
export const twoFactorResetRoutes: FastifyPluginAsyncZod<TwoFactorResetRoutesOptions> = async (
  app,
  options,
) => {
  const staffLimit = userRateLimit(app, {
    name: 'two-factor-reset-staff',
    max: STAFF_CALLS_PER_MINUTE,
    timeWindow: '1 minute',
  });

  app.post(
    '/auth/two-factor-reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Ask support to reset two-factor: password, date of birth and ID document number (no session)',
        body: twoFactorResetRequestSchema,
        response: { 202: envelope(twoFactorResetReceiptSchema) },
      },
      config: {
        rateLimit: { max: RESET_REQUESTS_PER_ADDRESS_PER_HOUR, timeWindow: '1 hour' },
      },
      preHandler: rateLimitHook(app, {
        name: 'two-factor-reset-email',
        max: RESET_REQUESTS_PER_EMAIL_PER_DAY,
        timeWindow: '1 day',
        key: (request) => bodyText(request, 'email'),
        counted: 'reset requests for this account',
      }),
    },
    async (request, reply) => {
      const receipt = await requestTwoFactorReset(depsOf(request), {
        request: request.body,
        meta: { ip: request.ip, userAgent: request.headers['user-agent'] },
      });
      return reply.status(202).send({ data: receipt });
    },
  );

  app.get(
    '/support/two-factor-resets',
    {
      schema: {
        tags: ['support'],
        summary: 'Two-factor reset requests with their identity checks, waiting ones first',
        response: { 200: envelope(twoFactorResetCaseListSchema) },
      },
      onRequest: [app.authenticate, app.requireRole('support_lv2')],
      preHandler: staffLimit,
    },
    async (request) => ({ data: await twoFactorResetsForStaff(depsOf(request)) }),
  );

  app.post(
    '/support/two-factor-resets/:requestId/decision',
    {
      schema: {
        tags: ['support'],
        summary: 'Approve or decline a two-factor reset request (support_lv2, audited)',
        params: requestParams,
        body: twoFactorResetDecisionSchema,
        response: { 200: envelope(twoFactorResetCaseListSchema) },
      },
      onRequest: [app.authenticate, app.requireStaffAction('support_lv2')],
      preHandler: staffLimit,
    },
    async (request) => {
      const deps = depsOf(request);
      await decideTwoFactorReset(deps, {
        actor: actorOf(request),
        requestId: request.params.requestId,
        decision: request.body,
        appUrl: options.appUrl,
      });
      return { data: await twoFactorResetsForStaff(deps) };
    },
  );
};
