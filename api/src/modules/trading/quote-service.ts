import { randomUUID } from 'node:crypto';
import {
  FIAT_ASSET_ID,
  FIAT_SYMBOL,
  minimumText,
  fromSmallestUnits,
  QUOTE_LIFETIME_SECONDS,
  toSmallestUnits,
  type OrderQuote,
  type OrderQuoteRequest,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import { listAssetsCached, type AssetRow } from '../assets/index.js';
import { customerBalance } from '../ledger/index.js';
import { oneClickBuyOn } from '../preferences/index.js';
import { readTradeSettings } from '../settings/index.js';
import { audUnits, coinUnits } from '../../lib/money.js';
import { AppError } from '../../lib/errors.js';
import type { Db } from '../../db/database.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  assertDirectionOpen,
  assertTradeAmount,
  livePrices,
  tradableAsset,
  tradeBounds,
} from './order-validation.js';
import {
  priceBuy,
  priceSell,
  type BuyLeg,
  type Prices,
  type SellLeg,
  type TradableAsset,
} from './quote-math.js';
import { assetLookup, toOrderQuote } from './trade-mapper.js';
import {
  insertQuoteRows,
  insertTrades,
  type NewTrade,
  type QuoteSpend,
  type TradeRow,
} from './trade-repository.js';
import { belowMinimum, insufficientFunds, oneClickOff, orderInvalid } from './trading-errors.js';

export interface QuoteInput {
  userId: string;
  request: OrderQuoteRequest;
  /** The clock the quote is priced and cached flags are read by; now unless a test says. */
  now?: Date;
  /**
   * The coin's prices to quote at instead of the live ones: an order filled at the prices of
   * the tick that crossed it (not for a swap's second coin).
   */
  prices?: Prices;
}

/** What every row of one quote shares. */
type QuoteBase = Pick<
  NewTrade,
  'user_id' | 'status' | 'order_type' | 'type' | 'fee_percentage' | 'expires_at' | 'swap_id'
>;

/**
 * How a quote learns the customer's balance: `read` asks the ledger before pricing; `assumed`
 * prices as if it covered any amount and leaves the check to the statement writing the quote.
 */
type Balances = 'read' | 'assumed';
/** More than anyone holds: what an assumed balance is, so only the insert's check can refuse. */
const ASSUMED_BALANCE = new Big('1e40');

/** What pricing needs of a coin. */
function pricedCoin(asset: AssetRow): TradableAsset {
  return { assetId: asset.asset_id, symbol: asset.symbol, decimals: asset.decimals };
}

function buyRow(base: QuoteBase, asset: AssetRow, leg: BuyLeg): NewTrade {
  return {
    ...base,
    side: 'buy',
    crypto_asset_id: asset.asset_id,
    spend_asset_id: FIAT_ASSET_ID,
    receive_asset_id: asset.asset_id,
    order_amount: audUnits(leg.spend),
    spend_amount: audUnits(leg.spend),
    receive_amount: coinUnits(leg.crypto, asset),
    crypto_amount: coinUnits(leg.crypto, asset),
    fiat_amount: audUnits(leg.net),
    price: leg.price.toFixed(),
    mid_price: leg.mid.toFixed(),
    fee_amount: audUnits(leg.fee),
    spread_amount: audUnits(leg.spread),
  };
}

function sellRow(base: QuoteBase, asset: AssetRow, leg: SellLeg): NewTrade {
  return {
    ...base,
    side: 'sell',
    crypto_asset_id: asset.asset_id,
    spend_asset_id: asset.asset_id,
    receive_asset_id: FIAT_ASSET_ID,
    order_amount: coinUnits(leg.crypto, asset),
    spend_amount: coinUnits(leg.crypto, asset),
    receive_amount: audUnits(leg.receive),
    crypto_amount: coinUnits(leg.crypto, asset),
    fiat_amount: audUnits(leg.gross),
    price: leg.price.toFixed(),
    mid_price: leg.mid.toFixed(),
    fee_amount: audUnits(leg.fee),
    spread_amount: audUnits(leg.spread),
  };
}

/**
 * Prices a buy, a sell or a swap, checks it against limits and balances, and holds it 30 s.
 * `spend` is what the customer's balance must cover for it (the AUD of a buy, the coin sold).
 */
export async function buildQuoteRows(
  deps: ServiceDeps,
  { userId, request, type, now = new Date(), prices }: QuoteInput & { type: NewTrade['type'] },
  balances: Balances = 'read',
): Promise<{ rows: NewTrade[]; assets: AssetRow[]; spend: QuoteSpend }> {
  const { db } = deps;
  const balanceOf = async (assetId: string, precision: number) =>
    balances === 'assumed'
      ? ASSUMED_BALANCE
      : fromSmallestUnits(await customerBalance(db, userId, assetId), precision);
  const { market } = deps.providers;
  const assets = await listAssetsCached(db, now);
  const asset = tradableAsset(assets, request.cryptoAssetId);
  const settings = await readTradeSettings(db);
  const amount = new Big(request.orderAmount);
  const base: QuoteBase = {
    user_id: userId,
    status: 'quote' as const,
    order_type: request.orderType,
    type,
    fee_percentage: settings.feePercentage.toFixed(),
    expires_at: new Date(now.getTime() + QUOTE_LIFETIME_SECONDS * 1000),
  };

  await assertTradeAmount(
    asset,
    request.orderType === 'buy' ? 'buy' : 'sell',
    request.orderAmount,
    balanceOf,
  );
  const coinPrices = prices ?? livePrices(market, asset, now);

  if (request.orderType === 'buy') {
    const leg = priceBuy(amount, settings.feePercentage, pricedCoin(asset), coinPrices);
    if (leg.crypto.lte(0)) throw belowMinimum();
    const spend = { userId, assetId: FIAT_ASSET_ID, units: toSmallestUnits(amount, 18, 'up') };
    return { rows: [buyRow(base, asset, leg)], assets, spend };
  }

  const sell = priceSell(amount, settings.feePercentage, pricedCoin(asset), coinPrices);
  const spend = {
    userId,
    assetId: asset.asset_id,
    units: toSmallestUnits(amount, asset.precision, 'up'),
  };
  if (request.orderType === 'sell') return { rows: [sellRow(base, asset, sell)], assets, spend };

  if (!request.targetAssetId) throw orderInvalid('Choose the coin to swap into');
  const target = tradableAsset(assets, request.targetAssetId);
  if (target.asset_id === asset.asset_id)
    throw orderInvalid('Choose a different coin to swap into');
  assertDirectionOpen(target, 'buy');
  const targetMinimum = tradeBounds(target, 'buy').minimum;
  if (targetMinimum && sell.receive.lt(targetMinimum)) {
    throw orderInvalid(
      `The minimum swap into ${target.symbol} is ${minimumText(targetMinimum, FIAT_SYMBOL)}`,
    );
  }
  // One fee per swap: charged on the sell leg; the buy leg spends the proceeds whole.
  const buy = priceBuy(
    sell.receive,
    settings.feePercentage,
    pricedCoin(target),
    livePrices(market, target, now),
    false,
  );
  if (buy.crypto.lte(0)) throw belowMinimum();
  const swapId = randomUUID();
  return {
    rows: [
      sellRow({ ...base, swap_id: swapId }, asset, sell),
      buyRow({ ...base, swap_id: swapId }, target, buy),
    ],
    assets,
    spend,
  };
}

export type { NewTrade, TradeRow };

/**
 * Writes priced rows as they are (a bucket's pending legs, a recurring buy's quote), in the
 * caller's transaction; no balance check, as their execution follows in it.
 */
export function saveQuoteRows(db: Db, rows: NewTrade[]): Promise<TradeRow[]> {
  return insertTrades(db, rows);
}

/** The quote priced against the balance as read: refused as the checks say, or written. */
async function quotedAgainstBalance(
  deps: ServiceDeps,
  quote: QuoteInput & { type: NewTrade['type'] },
): Promise<{ saved: TradeRow[]; assets: AssetRow[] }> {
  const read = await buildQuoteRows(deps, quote, 'read');
  const saved = await insertQuoteRows(deps.db, read.rows, read.spend);
  // Spent between the read and the write.
  if (saved.length === 0) throw insufficientFunds();
  return { saved, assets: read.assets };
}

/** A check's refusal (a 4xx) is priced again against the balance; anything else is thrown. */
function refusedOrThrow(error: unknown): null {
  if (error instanceof AppError && error.statusCode < 500) return null;
  throw error;
}

/**
 * A customer's quote in one round trip: priced first, and written by a statement that checks
 * that their balance covers it. Only a quote refused there, or by a check, reads the balance:
 * it is priced again against it, so a refusal comes from the checks in their order (no AUD at
 * all before above the maximum, say) and a deposit landed meanwhile still gets its quote.
 */
export async function createOrderQuote(deps: ServiceDeps, input: QuoteInput): Promise<OrderQuote> {
  const type: NewTrade['type'] = input.request.type === 'ONE_CLICK' ? 'one_click' : 'preview';
  // 1-Click skips the review step, so only a customer who turned it on may use it.
  if (type === 'one_click' && !(await oneClickBuyOn(deps.db, input.userId))) {
    throw oneClickOff();
  }
  const quote = { ...input, type };
  const assumed = await buildQuoteRows(deps, quote, 'assumed').catch(refusedOrThrow);
  const written = assumed ? await insertQuoteRows(deps.db, assumed.rows, assumed.spend) : [];
  const { saved, assets } =
    assumed && written.length > 0
      ? { saved: written, assets: assumed.assets }
      : await quotedAgainstBalance(deps, quote);
  // A swap's quote is its sell leg; the buy leg follows it.
  const ordered = [...saved].sort((a, b) => (a.side === b.side ? 0 : a.side === 'sell' ? -1 : 1));
  return toOrderQuote(ordered, assetLookup(assets));
}
