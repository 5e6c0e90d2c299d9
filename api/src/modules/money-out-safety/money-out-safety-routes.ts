import {
  envelope,
  moneyOutCheckQuerySchema,
  moneyOutCheckSchema,
  pausedWithdrawalListSchema,
  pausedWithdrawalParamsSchema,
  pausedWithdrawalSchema,
  trustedContactRequestSchema,
  trustedContactSchema,
  trustedContactStatusSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userRateLimit } from '../../lib/rate-limit-hook.js';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { actorOf } from '../audit/index.js';
import {
  removeTrustedContact,
  setTrustedContact,
  trustedContactOf,
} from './trusted-contact-service.js';
import {
  cancelPausedWithdrawal,
  moneyOutCheck,
  pausedWithdrawalsOf,
} from './money-out-safety-service.js';

/** The customer's side of money-out safety: what a withdrawal will meet, and paused ones. */
export const moneyOutSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user/money-out/check',
    {
      schema: {
        tags: ['money out'],
        summary: 'Before a withdrawal: is the destination new (scam warning), is a hold in force',
        querystring: moneyOutCheckQuerySchema,
        response: { 200: envelope(moneyOutCheckSchema) },
      },
    },
    async (request) => ({
      data: await moneyOutCheck(depsOf(request), {
        userId: principalOf(request).userId,
        query: request.query,
      }),
    }),
  );

  app.get(
    '/user/paused-withdrawals',
    {
      schema: {
        tags: ['money out'],
        summary: 'My withdrawals paused for review or a protective delay, newest first',
        response: { 200: envelope(pausedWithdrawalListSchema) },
      },
    },
    async (request) => ({
      data: await pausedWithdrawalsOf(depsOf(request), principalOf(request).userId),
    }),
  );

  app.post(
    '/user/paused-withdrawals/:pausedId/cancel',
    {
      schema: {
        tags: ['money out'],
        summary: 'Call off one of my paused withdrawals; nothing was taken',
        params: pausedWithdrawalParamsSchema,
        response: { 200: envelope(pausedWithdrawalSchema) },
      },
    },
    async (request) => ({
      data: await cancelPausedWithdrawal(depsOf(request), {
        userId: principalOf(request).userId,
        pausedId: request.params.pausedId,
      }),
    }),
  );

  app.get(
    '/user/trusted-contact',
    {
      schema: {
        tags: ['money out'],
        summary: 'The person told of my first and large withdrawals, and the delay I chose',
        response: { 200: envelope(trustedContactStatusSchema) },
      },
    },
    async (request) => ({
      data: { contact: await trustedContactOf(depsOf(request), principalOf(request).userId) },
    }),
  );

  // Each change may e-mail a stranger's address: few per person.
  const contactLimit = userRateLimit(app, {
    name: 'trusted-contact',
    max: 10,
    timeWindow: '1 hour',
  });

  app.put(
    '/user/trusted-contact',
    {
      schema: {
        tags: ['money out'],
        summary: 'Name or change my trusted contact; weakening it starts the security hold',
        body: trustedContactRequestSchema,
        response: { 200: envelope(trustedContactSchema) },
      },
      preHandler: contactLimit,
    },
    async (request) => ({
      data: await setTrustedContact(depsOf(request), {
        userId: principalOf(request).userId,
        request: request.body,
        actor: actorOf(request),
      }),
    }),
  );

  app.delete(
    '/user/trusted-contact',
    {
      schema: {
        tags: ['money out'],
        summary: 'Remove my trusted contact; this starts the security hold',
        response: { 200: envelope(z.object({ removed: z.literal(true) })) },
      },
      preHandler: contactLimit,
    },
    async (request) => {
      await removeTrustedContact(depsOf(request), {
        userId: principalOf(request).userId,
        actor: actorOf(request),
      });
      return { data: { removed: true as const } };
    },
  );
};
