import { randomBytes, randomUUID } from 'node:crypto';
import {
  envelope,
  FIAT_ASSET_ID,
  fromSmallestUnits,
  sandboxCryptoDepositSchema,
  sandboxDepositResultSchema,
  sandboxFiatDepositSchema,
  shortenAddress,
  toSmallestUnits,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.js';
import { depsOf, type ServiceDeps } from '../../lib/service-deps.js';
import { findAsset } from '../assets/asset-repository.js';
import { findUserId } from '../identity/user-repository.js';
import { audUnits, decimalPlaces } from '../../lib/money.js';
import { recordDeposit } from './deposit-service.js';
import { findAddressOwner, findAssetByCode, findDepositAccountBy } from './funding-repository.js';
import { settlePendingWithdrawals } from './settlement-service.js';
import type { TransferView } from './transfer-repository.js';

async function customerId(
  deps: ServiceDeps,
  by: { userId?: string | undefined; email?: string | undefined },
) {
  const user = await findUserId(deps.db, by);
  if (!user) throw notFound('That customer');
  return user.user_id;
}

const result = (view: TransferView) => ({
  paymentTransferId: view.transfer_id,
  status: view.status === 'complete' || view.status === 'held' ? view.status : ('failed' as const),
  credited:
    view.status === 'complete'
      ? fromSmallestUnits(view.amount, view.precision).toFixed(
          view.asset_id === FIAT_ASSET_ID ? 2 : undefined,
        )
      : '0',
  userId: view.user_id,
});

/**
 * Sandbox only: the bank and the chain telling Wattle money arrived, and the settlement run
 * that a restart would do. Public, because in the sandbox no money is real. What arrives for
 * a customer who may not deposit, or from a flagged sender, is held (recordDeposit).
 */
export const sandboxFundingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sandbox/deposits/fiat',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          'Simulate AUD arriving by bank transfer or PayID (by reference, PayID, id or e-mail)',
        body: sandboxFiatDepositSchema,
        response: { 200: envelope(sandboxDepositResultSchema) },
      },
    },
    async (request) => {
      const deps = depsOf(request);
      const { reference, payId, amount, method, externalId } = request.body;
      let userId: string;
      if (reference ?? payId) {
        const account = await findDepositAccountBy(deps.db, { reference, payId });
        if (!account) throw notFound(reference ? 'That deposit reference' : 'That PayID');
        userId = account.user_id;
      } else {
        userId = await customerId(deps, request.body);
      }
      const value = new Big(amount).round(2, Big.roundDown);
      if (value.lte(0)) throw badRequest('Deposit at least $0.01');
      const aud = await findAsset(deps.db, FIAT_ASSET_ID);
      if (!aud) throw new Error('The AUD asset is missing');
      const view = await recordDeposit(deps, {
        userId,
        asset: aud,
        units: audUnits(value),
        method: method ?? (payId ? 'payid' : 'bank_transfer'),
        externalReference: externalId ?? `SBX-DEP-${randomUUID()}`,
        counterparty: null,
      });
      return { data: result(view) };
    },
  );

  app.post(
    '/sandbox/deposits/crypto',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Simulate coins arriving at a deposit address (or for a customer by id or e-mail)',
        body: sandboxCryptoDepositSchema,
        response: { 200: envelope(sandboxDepositResultSchema) },
      },
    },
    async (request) => {
      const deps = depsOf(request);
      const body = request.body;
      const asset = await findAssetByCode(deps.db, body.asset);
      if (!asset || asset.type === 'fiat')
        throw badRequest('Name a coin Wattle lists, such as BTC');
      if (decimalPlaces(body.amount) > asset.precision) {
        throw badRequest(`${asset.symbol} amounts can have at most ${asset.precision} decimals`);
      }
      const units = toSmallestUnits(body.amount, asset.precision, 'down');
      if (units === 0n) throw badRequest('Deposit more than zero');
      let userId: string;
      if (body.address) {
        const owner = await findAddressOwner(
          deps.db,
          asset.asset_id,
          body.address,
          body.tag ?? null,
        );
        if (!owner)
          throw notFound(`That ${asset.symbol} deposit address${body.tag ? ' and tag' : ''}`);
        userId = owner.user_id;
      } else {
        userId = await customerId(deps, body);
      }
      const screening = body.fromAddress
        ? await deps.providers.custody.screenAddress(asset.chain, body.fromAddress)
        : { outcome: 'clear' as const };
      const view = await recordDeposit(deps, {
        userId,
        asset,
        units,
        method: 'chain',
        externalReference: body.transactionHash ?? randomBytes(32).toString('hex'),
        counterparty: body.fromAddress ? shortenAddress(body.fromAddress) : null,
        source: body.fromAddress ? { address: body.fromAddress, tag: null } : null,
        senderFlagged: screening.outcome === 'flagged',
      });
      return { data: result(view) };
    },
  );

  app.post(
    '/sandbox/transfers/settle',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Settle every pending withdrawal now, as a restart would',
        response: { 200: envelope(z.object({ attempted: z.number().int() })) },
      },
    },
    async (request) => ({
      data: { attempted: await settlePendingWithdrawals(depsOf(request)) },
    }),
  );
};
