import {
  exchangeNameOf,
  type TravelRuleAnswers,
  type TravelRuleDestination,
} from '@wattle/shared/contracts';
import { badRequest } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  findCoin,
  listDestinations,
  saveDestination,
  type CoinRow,
  type DestinationRow,
} from './travel-rule-repository.js';

export function toDestination(row: DestinationRow, symbol: string): TravelRuleDestination {
  return {
    asset: symbol,
    address: row.address,
    owner: row.owner,
    walletKind: row.wallet_kind,
    exchange: row.exchange,
    exchangeName: exchangeNameOf(row.exchange, row.exchange_name),
    beneficiaryName: row.beneficiary_name,
    proof: row.proof,
  };
}

/** A listed coin (never AUD), or a clear 400. */
export async function coinOf(deps: ServiceDeps, code: string): Promise<CoinRow> {
  const coin = await findCoin(deps.db, code);
  if (!coin) throw badRequest('That asset is not listed on Wattle');
  if (coin.type === 'fiat') throw badRequest('AUD is withdrawn to your bank account');
  return coin;
}

/** `GET /travel-rule/destinations`: every destination the customer answered for. */
export async function destinationsOf(
  deps: ServiceDeps,
  userId: string,
): Promise<TravelRuleDestination[]> {
  return (await listDestinations(deps.db, userId)).map((row) => toDestination(row, row.symbol));
}

/**
 * Keeps the answers for a destination, as given: only what the kind of wallet needs (no payee
 * name for the customer's own wallet, no exchange for a self-hosted one).
 */
export function saveAnswers(
  deps: ServiceDeps,
  {
    userId,
    coin,
    address,
    answers,
  }: {
    userId: string;
    coin: CoinRow;
    address: string;
    answers: TravelRuleAnswers;
  },
): Promise<DestinationRow> {
  const exchange = answers.walletKind === 'exchange' ? (answers.exchange ?? null) : null;
  return saveDestination(deps.db, {
    user_id: userId,
    asset_id: coin.asset_id,
    address,
    owner: answers.owner,
    wallet_kind: answers.walletKind,
    exchange,
    exchange_name: exchange === 'other' ? (answers.exchangeName ?? null) : null,
    beneficiary_name: answers.owner === 'other' ? (answers.beneficiaryName ?? null) : null,
  });
}
