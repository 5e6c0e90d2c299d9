import { randomBytes, randomUUID } from 'node:crypto';
import {
  FIAT_ASSET_ID,
  fromSmallestUnits,
  shortenAddress,
  toSmallestUnits,
  type sandboxCryptoDepositSchema,
  type sandboxDepositResultSchema,
  type sandboxFiatDepositSchema,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.js';
import { audUnits, decimalPlaces } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { findAsset } from '../assets/index.js';
import { findAccountId } from '../identity/accounts/index.js';
import { recordDeposit } from './deposit-service.js';
import { findAddressOwner, findAssetByCode, findDepositAccountBy } from './funding-repository.js';
import type { TransferView } from './transfer-mapper.js';

type DepositResult = z.infer<typeof sandboxDepositResultSchema>;

async function customerId(
  deps: ServiceDeps,
  by: { userId?: string | undefined; email?: string | undefined },
) {
  const userId = await findAccountId(deps.db, by);
  if (!userId) throw notFound('That customer');
  return userId;
}

const result = (view: TransferView): DepositResult => ({
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
 * Sandbox only: AUD arriving by bank transfer or PayID, for a reference, PayID, id or e-mail.
 * What arrives for a customer who may not deposit, or from a flagged sender, is held
 * (recordDeposit).
 */
export async function simulateFiatDeposit(
  deps: ServiceDeps,
  deposit: z.infer<typeof sandboxFiatDepositSchema>,
): Promise<DepositResult> {
  const { reference, payId, amount, method, externalId } = deposit;
  let userId: string;
  if (reference ?? payId) {
    const account = await findDepositAccountBy(deps.db, { reference, payId });
    if (!account) throw notFound(reference ? 'That deposit reference' : 'That PayID');
    userId = account.user_id;
  } else {
    userId = await customerId(deps, deposit);
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
  return result(view);
}

/** Sandbox only: coins arriving at a deposit address, or for a customer by id or e-mail. */
export async function simulateCryptoDeposit(
  deps: ServiceDeps,
  body: z.infer<typeof sandboxCryptoDepositSchema>,
): Promise<DepositResult> {
  const asset = await findAssetByCode(deps.db, body.asset);
  if (!asset || asset.type === 'fiat') throw badRequest('Name a coin Wattle lists, such as BTC');
  if (decimalPlaces(body.amount) > asset.precision) {
    throw badRequest(`${asset.symbol} amounts can have at most ${asset.precision} decimals`);
  }
  const units = toSmallestUnits(body.amount, asset.precision, 'down');
  if (units === 0n) throw badRequest('Deposit more than zero');
  let userId: string;
  if (body.address) {
    const owner = await findAddressOwner(deps.db, asset.asset_id, body.address, body.tag ?? null);
    if (!owner) throw notFound(`That ${asset.symbol} deposit address${body.tag ? ' and tag' : ''}`);
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
    travelRule: {
      sendingExchange: body.sendingExchange ?? null,
      originatorName: body.originatorName ?? null,
    },
  });
  return result(view);
}
