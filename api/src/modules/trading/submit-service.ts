import type { OrderResult, OrderSubmitRequest } from '@wattle/shared/contracts';
import Big from 'big.js';
import type { Db } from '../../db/database.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listAssetsCached } from '../assets/asset-repository.js';
import { findReferrerId } from '../identity/user-repository.js';
import { postEntry } from '../ledger/posting-service.js';
import { readTradeSettings } from '../settings/trade-settings-repository.js';
import { audFromUnits, audUnits, decimalPlaces } from '../../lib/money.js';
import { executeQuoteOnce } from './execute-once.js';
import { assertDirectionOpen } from './order-validation.js';
import { referralShare } from './quote-math.js';
import { tradePostings, type Referral } from './trade-postings.js';
import { assetLookup, toOrderResult, type AssetLookup } from './trade-mapper.js';
import { completeTrades, lockQuote, rejectQuote, type TradeRow } from './trade-repository.js';
import { quoteExpired, quoteMismatch, quoteNotFound, quoteUsed } from './trading-errors.js';

/** The quote must be the caller's, unused, unexpired, and what the order says it is. */
function assertQuoteMatches(
  rows: readonly TradeRow[],
  request: OrderSubmitRequest,
  now: Date,
  asset: AssetLookup,
): TradeRow {
  const head = rows[0];
  if (!head) throw quoteNotFound();
  if (head.status !== 'quote') throw quoteUsed();
  if (head.expires_at <= now) throw quoteExpired();
  const crypto = asset(head.crypto_asset_id);
  const inputPrecision = head.side === 'buy' ? 18 : crypto.precision;
  const requested = new Big(request.orderAmount).times(`1e${inputPrecision}`);
  const matches =
    request.cryptoAssetId.toLowerCase() === head.crypto_asset_id &&
    request.orderType === head.order_type &&
    decimalPlaces(request.orderAmount) <= inputPrecision &&
    requested.eq(head.order_amount) &&
    (head.type === request.type || head.type === 'recurring');
  if (!matches) throw quoteMismatch();
  return head;
}

async function referralsFor(
  trx: Db,
  referrerId: string | null,
  rows: readonly TradeRow[],
): Promise<Map<string, Referral>> {
  if (!referrerId) return new Map();
  const { referralBonus } = await readTradeSettings(trx);
  return new Map(
    rows.map((row) => [
      row.trade_id,
      { referrerId, units: audUnits(referralShare(audFromUnits(row.fee_amount), referralBonus)) },
    ]),
  );
}

export interface QuoteRowsExecution {
  userId: string;
  rows: TradeRow[];
  description: string;
  now: Date;
  /** The trader's referrer when already known; undefined: look it up. */
  referrerId?: string | null;
}

/** Executes locked quote rows inside the caller's transaction: one journal entry, all legs or none. */
export async function executeQuoteRows(
  trx: Db,
  { userId, rows, description, now, referrerId }: QuoteRowsExecution,
): Promise<TradeRow[]> {
  const referrer = referrerId === undefined ? await findReferrerId(trx, userId) : referrerId;
  const postings = await tradePostings(trx, userId, rows, await referralsFor(trx, referrer, rows));
  const entryId = await postEntry(trx, { kind: 'trade', description, postings });
  await completeTrades(
    trx,
    rows.map((row) => row.trade_id),
    entryId,
    now,
  );
  return rows.map((row) => ({ ...row, status: 'complete', entry_id: entryId, executed_at: now }));
}

/**
 * Executes a quote. All or nothing; the database refuses any overdraft, and the failure is
 * recorded on the quote. With an Idempotency-Key, a replay gets the first answer.
 */
export async function submitOrder(
  deps: ServiceDeps,
  {
    userId,
    idempotencyKey,
    request,
  }: { userId: string; idempotencyKey: string | undefined; request: OrderSubmitRequest },
): Promise<OrderResult> {
  // Asset flags as of at most 5 s ago (the instance that changed them forgot its cache).
  const asset = assetLookup(await listAssetsCached(deps.db));
  return executeQuoteOnce({
    host: deps,
    userId,
    idempotencyKey,
    request,
    recordRefusal: (reason) => rejectQuote(deps.db, userId, request.quoteId, reason),
    execute: async (trx) => {
      const now = new Date();
      const { rows, referrerId } = await lockQuote(trx, userId, request.quoteId);
      const head = assertQuoteMatches(rows, request, now, asset);
      for (const row of rows) assertDirectionOpen(asset(row.crypto_asset_id), row.side);
      const crypto = asset(head.crypto_asset_id);
      const executed = await executeQuoteRows(trx, {
        userId,
        rows,
        description: `${head.order_type} ${crypto.symbol}`,
        now,
        referrerId,
      });
      return toOrderResult(executed, asset);
    },
  });
}
