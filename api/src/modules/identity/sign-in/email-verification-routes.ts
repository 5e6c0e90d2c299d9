import {
  emailVerificationRequestSchema,
  emailVerifiedSchema,
  envelope,
  sentSchema,
  verifyEmailTokenSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byIp, emailFormLimits, rateLimitHook } from '../../../lib/rate-limit-hook.js';
import { requestEmailVerification, verifyEmailToken } from './email-verification-service.js';
import { depsOf } from '../../../lib/service-deps.js';

/** Public: the link is opened by someone who may not be signed in on that device. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<{ appUrl: string }> = async (
  app,
  { appUrl },
) => {
  app.post(
    '/user/verify/email/request',
    {
      schema: {
        tags: ['verification'],
        summary: 'Send (again) the e-mail verification link; says the same for any address',
        body: emailVerificationRequestSchema,
        response: { 200: envelope(sentSchema) },
      },
      preHandler: emailFormLimits(app, 'verify-email', { perIp: 20, perAddress: 3 }),
    },
    async (request) => {
      requestEmailVerification(depsOf(request), { email: request.body.email, appUrl });
      return { data: { sent: true as const } };
    },
  );

  app.put(
    '/user/verify/token',
    {
      schema: {
        tags: ['verification'],
        summary: 'Verify an e-mail address with the token from the link',
        body: verifyEmailTokenSchema,
        response: { 200: envelope(emailVerifiedSchema) },
      },
      preHandler: rateLimitHook(app, {
        name: 'verify-email-token',
        max: 30,
        timeWindow: '15 minutes',
        key: byIp,
      }),
    },
    async (request) => ({ data: await verifyEmailToken(depsOf(request), request.body.token) }),
  );
};
