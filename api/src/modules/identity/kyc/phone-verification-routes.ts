import {
  envelope,
  phoneVerificationRequestSchema,
  phoneVerificationResponseSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyText, rateLimitHook } from '../../../lib/rate-limit-hook.js';
import { principalOf } from '../../../plugins/auth.js';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification-service.js';
import { depsOf } from '../../../lib/service-deps.js';

const hasOtp = (body: unknown) => typeof (body as { otp?: unknown } | undefined)?.otp === 'string';

export const phoneVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/user/verify/phone',
    {
      schema: {
        tags: ['verification'],
        summary: '{ phoneNumber } sends a 6-digit code by SMS; { phoneNumber, otp } checks it',
        body: phoneVerificationRequestSchema,
        response: { 200: envelope(phoneVerificationResponseSchema) },
      },
      preHandler: [
        // Codes cost money and reach a real phone: few per person and per number.
        rateLimitHook(app, {
          name: 'otp-send-user',
          max: 5,
          timeWindow: '1 hour',
          key: (request) => (hasOtp(request.body) ? null : principalOf(request).userId),
        }),
        rateLimitHook(app, {
          name: 'otp-send-number',
          max: 5,
          timeWindow: '1 hour',
          key: (request) => (hasOtp(request.body) ? null : bodyText(request, 'phoneNumber')),
        }),
        rateLimitHook(app, {
          name: 'otp-verify-user',
          max: 20,
          timeWindow: '1 hour',
          key: (request) => (hasOtp(request.body) ? principalOf(request).userId : null),
        }),
      ],
    },
    async (request) => {
      const { userId } = principalOf(request);
      const { phoneNumber, otp } = request.body;
      const data = otp
        ? await verifyPhoneCode(depsOf(request), { userId, phoneNumber, code: otp })
        : await sendPhoneCode(depsOf(request), { userId, phoneNumber });
      return { data };
    },
  );
};
