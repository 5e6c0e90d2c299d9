import {
  driversLicenceSchema,
  envelope,
  kycRequestSchema,
  kycStatusSchema,
  passportSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRateLimit } from '../../../lib/rate-limit-hook.js';
import { depsOf } from '../../../lib/service-deps.js';
import { principalOf } from '../../../plugins/auth.js';
import {
  kycStatusFor,
  licenceCheck,
  passportCheck,
  submitAddress,
  submitDocument,
} from './kyc-service.js';

export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  // Every document check is a paid call to the provider.
  const documentLimit = userRateLimit(app, {
    name: 'kyc-document',
    max: 10,
    timeWindow: '1 hour',
  });

  app.get(
    '/user/kyc',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Where my identity verification stands',
        response: { 200: envelope(kycStatusSchema) },
      },
    },
    async (request) => ({ data: await kycStatusFor(depsOf(request), principalOf(request).userId) }),
  );

  app.post(
    '/user/kyc',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Choose a document type and give my residential address',
        body: kycRequestSchema,
        response: { 200: envelope(kycStatusSchema) },
      },
    },
    async (request) => ({
      data: await submitAddress(depsOf(request), {
        userId: principalOf(request).userId,
        application: request.body,
      }),
    }),
  );

  app.put(
    '/user/kyc/passport',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Verify my identity with my passport',
        body: passportSchema,
        response: { 200: envelope(kycStatusSchema) },
      },
      preHandler: documentLimit,
    },
    async (request) => ({
      data: await submitDocument(depsOf(request), {
        userId: principalOf(request).userId,
        check: passportCheck(request.body),
      }),
    }),
  );

  app.put(
    '/user/kyc/drivers-licence',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Verify my identity with my driver’s licence',
        body: driversLicenceSchema,
        response: { 200: envelope(kycStatusSchema) },
      },
      preHandler: documentLimit,
    },
    async (request) => ({
      data: await submitDocument(depsOf(request), {
        userId: principalOf(request).userId,
        check: licenceCheck(request.body),
      }),
    }),
  );
};
