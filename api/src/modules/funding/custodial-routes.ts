import {
  cryptoWithdrawRequestSchema,
  depositAddressQuerySchema,
  depositAddressSchema,
  envelope,
  transferSchema,
  withdrawEstimateRequestSchema,
  withdrawEstimateResultSchema,
  withdrawEstimateSchema,
  withdrawVerificationSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rateLimitHook } from '../../lib/rate-limit-hook.js';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { validIdempotencyKey } from '../trading/idempotency.js';
import {
  estimateWithdrawal,
  verifyWithdrawal,
  withdrawCrypto,
  type Withdrawer,
} from './crypto-withdrawal-service.js';
import { depositAddressFor } from './deposit-details-service.js';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

/** Coins in (deposit addresses) and out (estimate → verify → withdraw). */
export const custodialRoutes: FastifyPluginAsyncZod<{ estimateKey: Buffer }> = async (
  app,
  { estimateKey },
) => {
  app.addHook('onRequest', app.authenticate);

  const withdrawer = (request: FastifyRequest): Withdrawer => ({
    userId: principalOf(request).userId,
    estimateKey,
  });

  // Six-digit codes: guesses must stay few. Only requests carrying a code count.
  const codeLimit = rateLimitHook(app, {
    name: 'withdraw-code',
    max: 10,
    timeWindow: '15 minutes',
    key: (request) => {
      const otp = (request.body as { otp?: unknown } | undefined)?.otp;
      return typeof otp === 'string' && otp !== '' ? principalOf(request).userId : null;
    },
  });

  app.get(
    '/custodial/addresses',
    {
      schema: {
        tags: ['funding'],
        summary: 'The customer’s deposit address (and tag) for a coin: ?asset=BTC',
        querystring: depositAddressQuerySchema,
        response: { 200: envelope(depositAddressSchema) },
      },
      // Spec §6 has one deposit permission; it covers coins as well as AUD.
      preHandler: app.requirePermission('DEPOSIT_FIAT'),
    },
    async (request) => ({
      data: await depositAddressFor(depsOf(request), {
        userId: principalOf(request).userId,
        assetCode: request.query.asset,
      }),
    }),
  );

  app.post(
    '/custodial/withdraw/estimate',
    {
      schema: {
        tags: ['funding'],
        summary: 'A signed, dated quote of the network fee for sending coins to an address',
        body: withdrawEstimateRequestSchema,
        response: { 200: envelope(withdrawEstimateResultSchema) },
      },
      preHandler: app.requirePermission('WITHDRAW_CRYPTO'),
    },
    async (request) => ({
      data: await estimateWithdrawal(depsOf(request), {
        ...withdrawer(request),
        request: request.body,
      }),
    }),
  );

  app.post(
    '/custodial/withdraw/verify',
    {
      schema: {
        tags: ['funding'],
        summary: 'Check an estimate is genuine, the caller’s and fresh; says if a 2FA code is due',
        body: withdrawEstimateSchema,
        response: { 200: envelope(withdrawVerificationSchema) },
      },
      preHandler: app.requirePermission('WITHDRAW_CRYPTO'),
    },
    async (request) => ({
      data: await verifyWithdrawal(depsOf(request), {
        ...withdrawer(request),
        estimate: request.body,
      }),
    }),
  );

  app.post(
    '/custodial/withdraw',
    {
      schema: {
        tags: ['funding'],
        summary: 'Send coins as a signed estimate says (idempotent under Idempotency-Key)',
        headers: idempotencyHeaders,
        body: cryptoWithdrawRequestSchema,
        response: { 200: envelope(transferSchema) },
      },
      preHandler: [app.requirePermission('WITHDRAW_CRYPTO'), codeLimit],
    },
    async (request) => ({
      data: await withdrawCrypto(depsOf(request), {
        ...withdrawer(request),
        request: request.body,
        idempotencyKey: validIdempotencyKey(request.headers['idempotency-key']),
      }),
    }),
  );
};
