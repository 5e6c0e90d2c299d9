import type { OrderResult, OrderSubmitRequest } from '@wattle/shared/contracts';
import Big from 'big.js';
import type { Db } from '../../db/database.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listAssetsCached, type AssetRow } from '../assets/index.js';
import { decimalPlaces } from '../../lib/money.js';
import { executeQuoteStatementOnce } from './execute-once.js';
import { assetLookup, toOrderResult } from './trade-mapper.js';
import type { QuoteSubmitter } from './submit-batcher.js';
import { executeTrades, rejectQuote, type TradeRow } from './trade-repository.js';
import {
  raisedRefusal,
  raisedStoredAnswer,
  replayedRefusal,
  type StoredRefusal,
} from './trading-errors.js';

/**
 * The order's amount in the smallest units its quote holds it in (AUD for a buy, the coin's
 * for a sell or swap); null when it has more decimals than that, or names no coin we list:
 * the quote cannot match.
 */
function orderUnits(request: OrderSubmitRequest, assets: readonly AssetRow[]): string | null {
  const coin = assets.find((row) => row.asset_id === request.cryptoAssetId.toLowerCase());
  const precision = request.orderType === 'buy' ? 18 : coin?.precision;
  if (precision === undefined || decimalPlaces(request.orderAmount) > precision) return null;
  return new Big(request.orderAmount).times(`1e${precision}`).toFixed(0);
}

export interface QuoteRowsExecution {
  userId: string;
  rows: TradeRow[];
  description: string;
  now: Date;
}

/** Executes locked quote rows inside the caller's transaction: one journal entry, all legs or none. */
export function executeQuoteRows(
  trx: Db,
  { userId, rows, description, now }: QuoteRowsExecution,
): Promise<TradeRow[]> {
  return executeTrades(trx, {
    userId,
    tradeIds: rows.map((row) => row.trade_id),
    description,
    at: now,
  });
}

/**
 * Executes a quote in one round trip (wattle_submit_quote), through `submit`: alone, or with
 * the submits that arrived with it in one transaction (submit-batcher.ts). All or nothing; the
 * database refuses any overdraft, and the failure is recorded on the quote. With an
 * Idempotency-Key, a replay gets the first answer.
 */
export async function submitOrder(
  deps: ServiceDeps,
  {
    userId,
    idempotencyKey,
    request,
    submit,
  }: {
    userId: string;
    idempotencyKey: string | undefined;
    request: OrderSubmitRequest;
    submit: QuoteSubmitter;
  },
): Promise<OrderResult> {
  // Symbols and precisions as of at most 5 s ago; the database checks the live flags.
  const assets = await listAssetsCached(deps.db);
  const asset = assetLookup(assets);
  return executeQuoteStatementOnce({
    host: deps,
    userId,
    idempotencyKey,
    request,
    recordRefusal: (reason) => rejectQuote(deps.db, userId, request.quoteId, reason),
    statement: async (requestHash) => {
      try {
        const rows = await submit({
          userId,
          quoteId: request.quoteId,
          cryptoAssetId: request.cryptoAssetId.toLowerCase(),
          orderType: request.orderType,
          orderUnits: orderUnits(request, assets),
          type: request.type,
          idempotencyKey,
          requestHash,
          at: new Date(),
        });
        return toOrderResult(rows, asset);
      } catch (error) {
        const stored = raisedStoredAnswer(error);
        if (!stored) throw raisedRefusal(error) ?? error;
        if (stored.statusCode >= 400) throw replayedRefusal(stored.response as StoredRefusal);
        return stored.response as OrderResult;
      }
    },
  });
}
