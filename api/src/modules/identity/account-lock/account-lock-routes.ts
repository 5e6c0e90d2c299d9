import {
  envelope,
  lockAccountRequestSchema,
  lockAccountResultSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byIp, rateLimitHook } from '../../../lib/rate-limit-hook.js';
import { depsOf } from '../../../lib/service-deps.js';
import { lockAccount } from './account-lock-service.js';

/** Public: the link in a security e-mail, for an owner who did not make the change. */
export const accountLockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/lock-account',
    {
      schema: {
        tags: ['auth'],
        summary: 'Lock the account from a security e-mail: withdrawals stop, sessions end',
        body: lockAccountRequestSchema,
        response: { 200: envelope(lockAccountResultSchema) },
      },
      preHandler: rateLimitHook(app, {
        name: 'lock-account',
        max: 10,
        timeWindow: '15 minutes',
        key: byIp,
      }),
    },
    async (request) => ({
      data: await lockAccount(depsOf(request), { token: request.body.token, ip: request.ip }),
    }),
  );
};
