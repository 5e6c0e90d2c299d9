import {
  addressBookSchema,
  addressBookSettingsRequestSchema,
  cryptoWithdrawRequestSchema,
  depositAddressQuerySchema,
  depositAddressSchema,
  envelope,
  savedAddressParamsSchema,
  savedAddressRequestSchema,
  savedAddressSchema,
  text,
  transferSchema,
  withdrawEstimateRequestSchema,
  withdrawEstimateResultSchema,
  withdrawEstimateSchema,
  withdrawVerificationSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { stepUpLimits } from '../identity/two-factor/index.js';
import { validIdempotencyKey } from '../trading/index.js';
import {
  addressBookOf,
  removeAddress,
  saveAddress,
  updateAddressBookSettings,
} from './address-book-service.js';
import {
  estimateWithdrawal,
  verifyWithdrawal,
  withdrawCrypto,
  type Withdrawer,
} from './crypto-withdrawal-service.js';
import { depositAddressFor } from './deposit-details-service.js';
import { DEPOSIT_PERMISSION } from './deposit-hold.js';

const idempotencyHeaders = z.object({ 'idempotency-key': text().optional() });

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

  const stepUpLimit = stepUpLimits(app);
  const mayWithdraw = app.requirePermission('WITHDRAW_CRYPTO');

  app.get(
    '/custodial/addresses',
    {
      schema: {
        tags: ['funding'],
        summary: 'The customer’s deposit address (and tag) for a coin: ?asset=BTC',
        querystring: depositAddressQuerySchema,
        response: { 200: envelope(depositAddressSchema) },
      },
      // One deposit permission covers coins as well as AUD (docs/decisions/deposit-hold.md).
      preHandler: app.requirePermission(DEPOSIT_PERMISSION),
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
      preHandler: [mayWithdraw, ...stepUpLimit],
    },
    async (request) => ({
      data: await withdrawCrypto(depsOf(request), {
        ...withdrawer(request),
        request: request.body,
        idempotencyKey: validIdempotencyKey(request.headers['idempotency-key']),
      }),
    }),
  );

  app.get(
    '/custodial/address-book',
    {
      schema: {
        tags: ['funding'],
        summary: 'The customer’s saved withdrawal addresses, and whether only those may be used',
        response: { 200: envelope(addressBookSchema) },
      },
      preHandler: mayWithdraw,
    },
    async (request) => ({
      data: await addressBookOf(depsOf(request), principalOf(request).userId),
    }),
  );

  app.post(
    '/custodial/address-book',
    {
      schema: {
        tags: ['funding'],
        summary: 'Save a labelled withdrawal address (needs the 2FA code, or the password)',
        body: savedAddressRequestSchema,
        response: { 200: envelope(savedAddressSchema) },
      },
      preHandler: [mayWithdraw, ...stepUpLimit],
    },
    async (request) => ({
      data: await saveAddress(depsOf(request), {
        userId: principalOf(request).userId,
        request: request.body,
      }),
    }),
  );

  app.delete(
    '/custodial/address-book/:addressId',
    {
      schema: {
        tags: ['funding'],
        summary: 'Remove one of the customer’s saved withdrawal addresses',
        params: savedAddressParamsSchema,
        response: { 200: envelope(addressBookSchema) },
      },
      preHandler: mayWithdraw,
    },
    async (request) => {
      const userId = principalOf(request).userId;
      await removeAddress(depsOf(request), { userId, addressId: request.params.addressId });
      return { data: await addressBookOf(depsOf(request), userId) };
    },
  );

  app.put(
    '/custodial/address-book/settings',
    {
      schema: {
        tags: ['funding'],
        summary: 'Allow withdrawals only to saved addresses (turning it off needs step-up)',
        body: addressBookSettingsRequestSchema,
        response: { 200: envelope(addressBookSchema) },
      },
      preHandler: [mayWithdraw, ...stepUpLimit],
    },
    async (request) => ({
      data: await updateAddressBookSettings(depsOf(request), {
        userId: principalOf(request).userId,
        request: request.body,
      }),
    }),
  );
};
