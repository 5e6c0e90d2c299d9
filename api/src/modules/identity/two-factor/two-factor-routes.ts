import {
  envelope,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorEnabledSchema,
  twoFactorEnrolmentSchema,
  twoFactorEnrolRequestSchema,
  twoFactorStatusSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRateLimit } from '../../../lib/rate-limit-hook.js';
import { principalOf } from '../../../plugins/auth.js';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from './two-factor-service.js';
import { depsOf } from '../../../lib/service-deps.js';

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  // Six digits, three valid at a time: guesses must stay few.
  const codeLimit = userRateLimit(app, {
    name: 'two-factor-code',
    max: 10,
    timeWindow: '15 minutes',
  });

  app.post(
    '/user/twoFA',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Start two-factor set-up: a secret and an otpauth link for the QR code',
        body: twoFactorEnrolRequestSchema,
        response: { 200: envelope(twoFactorEnrolmentSchema) },
      },
    },
    async (request) => ({
      data: await startTwoFactor(depsOf(request), {
        callerId: principalOf(request).userId,
        userId: request.body.userId,
      }),
    }),
  );

  app.post(
    '/user/twoFA/confirm',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Switch two-factor on with a code from the app; answers the backup codes, once',
        body: twoFactorCodeSchema,
        response: { 200: envelope(twoFactorEnabledSchema) },
      },
      preHandler: codeLimit,
    },
    async (request) => ({
      data: await confirmTwoFactor(depsOf(request), {
        userId: principalOf(request).userId,
        otp: request.body.otp,
      }),
    }),
  );

  app.post(
    '/user/twoFA/disable',
    {
      schema: {
        tags: ['two-factor'],
        summary: 'Switch two-factor off with a current code or an unused backup code',
        body: twoFactorDisableSchema,
        response: { 200: envelope(twoFactorStatusSchema) },
      },
      preHandler: codeLimit,
    },
    async (request) => ({
      data: await disableTwoFactor(depsOf(request), {
        userId: principalOf(request).userId,
        ...request.body,
      }),
    }),
  );
};
