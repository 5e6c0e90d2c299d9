import {
  depositAccountSchema,
  envelope,
  fiatWithdrawRequestSchema,
  text,
  transferSchema,
  withdrawAccountRequestSchema,
  withdrawAccountSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { stepUpLimits } from '../identity/two-factor/index.js';
import { validIdempotencyKey } from '../trading/index.js';
import { depositAccountFor } from './deposit-details-service.js';
import { DEPOSIT_PERMISSION } from './deposit-hold.js';
import { withdrawFiat } from './fiat-withdrawal-service.js';
import { currentWithdrawAccount, registerWithdrawAccount } from './withdraw-account-service.js';

const idempotencyHeaders = z.object({ 'idempotency-key': text().optional() });

/** AUD in (bank transfer, PayID) and out (to the customer's registered account). */
export const bankingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const stepUpLimit = stepUpLimits(app);

  app.get(
    '/banking/deposit-account',
    {
      schema: {
        tags: ['funding'],
        summary: 'The customer’s own BSB, account number, reference and PayID for AUD deposits',
        response: { 200: envelope(depositAccountSchema) },
      },
      preHandler: app.requirePermission(DEPOSIT_PERMISSION),
    },
    async (request) => ({
      data: await depositAccountFor(depsOf(request), principalOf(request).userId),
    }),
  );

  app.get(
    '/banking/withdraw-account',
    {
      schema: {
        tags: ['funding'],
        summary: 'The bank account AUD withdrawals go to (number masked), or null',
        response: { 200: envelope(withdrawAccountSchema.nullable()) },
      },
      preHandler: app.requirePermission('WITHDRAW_FIAT'),
    },
    async (request) => ({
      data: await currentWithdrawAccount(depsOf(request), principalOf(request).userId),
    }),
  );

  app.post(
    '/banking/withdraw-account',
    {
      schema: {
        tags: ['funding'],
        summary:
          'Register (or replace, with the admin-set cool-down) the bank account AUD withdrawals go to; needs the 2FA code, or the password',
        body: withdrawAccountRequestSchema,
        response: { 200: envelope(withdrawAccountSchema) },
      },
      preHandler: [app.requirePermission('WITHDRAW_FIAT'), ...stepUpLimit],
    },
    async (request) => ({
      data: await registerWithdrawAccount(depsOf(request), {
        userId: principalOf(request).userId,
        request: request.body,
      }),
    }),
  );

  app.post(
    '/banking/withdraw-fiat',
    {
      schema: {
        tags: ['funding'],
        summary:
          'Withdraw AUD to the registered account; needs the 2FA code, or the password (idempotent under Idempotency-Key)',
        headers: idempotencyHeaders,
        body: fiatWithdrawRequestSchema,
        response: { 200: envelope(transferSchema) },
      },
      preHandler: [app.requirePermission('WITHDRAW_FIAT'), ...stepUpLimit],
    },
    async (request) => ({
      data: await withdrawFiat(depsOf(request), {
        userId: principalOf(request).userId,
        request: request.body,
        idempotencyKey: validIdempotencyKey(request.headers['idempotency-key']),
      }),
    }),
  );
};
