import { FIAT_ASSET_ID } from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import { customerAccounts, systemAccount } from '../ledger/ledger-account-repository.js';
import type { PostingInput } from '../ledger/posting-repository.js';
import type { TradeRow } from './trade-repository.js';

const AUD = FIAT_ASSET_ID;

export interface Referral {
  referrerId: string;
  /** AUD units paid from the fee to the referrer, for this trade. */
  units: bigint;
}

/**
 * The postings of executed trades. The customer's side is split so their history shows
 * what they paid for: the coins at mid (Debit/Credit), the spread, and the fee. Wattle's
 * side: the house trades at mid, the spread and fee accounts keep the rest, and a referrer
 * gets their share of the fee.
 */
export async function tradePostings(
  trx: Db,
  userId: string,
  trades: readonly TradeRow[],
  referrals: ReadonlyMap<string, Referral>,
): Promise<PostingInput[]> {
  const coins = trades.map((trade) => trade.crypto_asset_id);
  const referrerIds = [...new Set([...referrals.values()].map((referral) => referral.referrerId))];
  const mine = await customerAccounts(trx, userId, [AUD, ...coins]);
  const referrerAccounts = new Map<string, string>();
  for (const referrerId of referrerIds) {
    const accounts = await customerAccounts(trx, referrerId, [AUD]);
    referrerAccounts.set(referrerId, accounts.get(AUD) ?? '');
  }
  const account = (assetId: string) => {
    const id = mine.get(assetId);
    if (!id) throw new Error(`No ${assetId} account for ${userId}`);
    return id;
  };
  const postings: PostingInput[] = [];
  for (const trade of trades) {
    const coin = trade.crypto_asset_id;
    const tradeId = trade.trade_id;
    const crypto = BigInt(trade.crypto_amount);
    const fee = BigInt(trade.fee_amount);
    const spread = BigInt(trade.spread_amount);
    const midValue =
      trade.side === 'buy'
        ? BigInt(trade.fiat_amount) - spread
        : BigInt(trade.fiat_amount) + spread;
    const houseCoin = await systemAccount(trx, 'house', coin);
    const houseAud = await systemAccount(trx, 'house', AUD);
    const spreadAud = await systemAccount(trx, 'spread', AUD);
    const feeAud = await systemAccount(trx, 'fee', AUD);
    const referral = referrals.get(tradeId);
    const direction = trade.side === 'buy' ? 1n : -1n;
    postings.push(
      {
        accountId: account(coin),
        assetId: coin,
        amount: direction * crypto,
        type: trade.side === 'buy' ? 'trade_in' : 'trade_out',
        tradeId,
      },
      {
        accountId: houseCoin,
        assetId: coin,
        amount: -direction * crypto,
        type: trade.side === 'buy' ? 'trade_in' : 'trade_out',
        tradeId,
      },
      {
        accountId: account(AUD),
        assetId: AUD,
        amount: -direction * midValue,
        type: trade.side === 'buy' ? 'trade_out' : 'trade_in',
        tradeId,
      },
      {
        accountId: houseAud,
        assetId: AUD,
        amount: direction * midValue,
        type: trade.side === 'buy' ? 'trade_out' : 'trade_in',
        tradeId,
      },
      { accountId: account(AUD), assetId: AUD, amount: -spread, type: 'spread', tradeId },
      { accountId: spreadAud, assetId: AUD, amount: spread, type: 'spread', tradeId },
      { accountId: account(AUD), assetId: AUD, amount: -fee, type: 'trade_fee', tradeId },
      {
        accountId: feeAud,
        assetId: AUD,
        amount: fee - (referral?.units ?? 0n),
        type: 'trade_fee',
        tradeId,
      },
    );
    if (referral && referral.units > 0n) {
      postings.push({
        accountId: referrerAccounts.get(referral.referrerId) ?? '',
        assetId: AUD,
        amount: referral.units,
        type: 'referral',
        tradeId,
      });
    }
  }
  return postings;
}
