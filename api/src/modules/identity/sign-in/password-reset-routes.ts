import {
  envelope,
  forgotPasswordRequestSchema,
  passwordResetResultSchema,
  resetPasswordRequestSchema,
  sentSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byIp, emailFormLimits, rateLimitHook } from '../../../lib/rate-limit-hook.js';
import { requestPasswordReset, resetPassword } from './password-reset-service.js';
import { depsOf } from '../../../lib/service-deps.js';

/** Public: the person has forgotten how to sign in. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ appUrl: string }> = async (
  app,
  { appUrl },
) => {
  app.post(
    '/user/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link; says the same for any address',
        body: forgotPasswordRequestSchema,
        response: { 200: envelope(sentSchema) },
      },
      preHandler: emailFormLimits(app, 'forgot', { perIp: 20, perAddress: 3 }),
    },
    async (request) => {
      requestPasswordReset(depsOf(request), { email: request.body.email, appUrl });
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the token from the link; ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: envelope(passwordResetResultSchema) },
      },
      preHandler: rateLimitHook(app, {
        name: 'reset-password',
        max: 10,
        timeWindow: '15 minutes',
        key: byIp,
      }),
    },
    async (request) => {
      await resetPassword(depsOf(request), request.body);
      return { data: { reset: true as const } };
    },
  );
};
