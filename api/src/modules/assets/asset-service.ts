import {
  SPARKLINE_POINTS,
  toSmallestUnits,
  type Asset,
  type AssetMarket,
  type AssetStats,
  type AssetUpdate,
  type HistoryRange,
  type PriceHistory,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AssetsTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { isConstraintViolation } from '../../lib/db-errors.js';
import { AUD_PRECISION } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { writeAudit, type Actor } from '../audit/index.js';
import { assetNotFound, limitsInverted } from './asset-errors.js';
import { toAsset } from './asset-mapper.js';
import {
  insertMissingAssets,
  selectAsset,
  selectAssets,
  updateAssetColumns,
  type AssetRow,
} from './asset-repository.js';

export type { AssetRow };

const DAY_MS = 86_400_000;

/** One asset as stored (AUD included); inside a transaction, as it stands there. */
export function findAsset(db: Db, assetId: string): Promise<AssetRow | undefined> {
  return selectAsset(db, assetId);
}

/** Every listed asset as stored, in the order the app shows them. */
export function listAssets(db: Db): Promise<AssetRow[]> {
  return selectAssets(db);
}

const CACHE_MS = 5_000;
const catalogues = new WeakMap<object, { at: number; rows: Promise<AssetRow[]> }>();

/**
 * The asset list as of at most 5 s before `now`, for hot paths (quotes). Anything that moves
 * money re-reads the asset inside its own transaction.
 */
export function listAssetsCached(db: Db, now: Date = new Date()): Promise<AssetRow[]> {
  const hit = catalogues.get(db);
  if (hit && now.getTime() - hit.at < CACHE_MS) return hit.rows;
  const rows = listAssets(db);
  catalogues.set(db, { at: now.getTime(), rows });
  rows.catch(() => catalogues.delete(db));
  return rows;
}

export function forgetCachedAssets(db: Db): void {
  catalogues.delete(db);
}

/** Lists the assets that are missing; existing rows (and an admin's changes) stay as they are. */
export function addMissingAssets(db: Db, rows: Insertable<AssetsTable>[]): Promise<void> {
  return insertMissingAssets(db, rows);
}

/**
 * An answer that is the same for everyone until the asset catalogue or the market's prices
 * change, kept until then: GET /asset and /asset/stats, which every open app polls. The
 * catalogue is listAssetsCached's: at most 5 s old, and read again at once after an admin's
 * change made through this process. One object per version (see sharedAnswer).
 */
function perCatalogueAndPrices<T>(compute: (deps: ServiceDeps, rows: AssetRow[], now: Date) => T) {
  const kept = new WeakMap<
    object,
    { rows: Promise<AssetRow[]>; version: string; value: Promise<T> }
  >();
  return (deps: ServiceDeps): Promise<T> => {
    const now = new Date();
    const rows = listAssetsCached(deps.db, now);
    const version = deps.providers.market.priceVersion(now);
    const hit = kept.get(deps.db);
    if (hit && hit.rows === rows && hit.version === version) return hit.value;
    const value = rows.then((list) => compute(deps, list, now));
    kept.set(deps.db, { rows, version, value });
    value.catch(() => {
      if (kept.get(deps.db)?.value === value) kept.delete(deps.db);
    });
    return value;
  };
}

/** Every listed asset with its live prices. */
export const pricedAssets = perCatalogueAndPrices((deps, rows, now): Asset[] =>
  rows.map((row) => toAsset(row, deps.providers.market, now)),
);

/** One asset (AUD included) with its live prices. */
export async function pricedAsset(deps: ServiceDeps, assetId: string): Promise<Asset> {
  const row = await findAsset(deps.db, assetId.toLowerCase());
  if (!row) throw assetNotFound();
  return toAsset(row, deps.providers.market);
}

/** The market's change over the last day, per upper-case symbol, as a percentage. */
export const dailyChanges = perCatalogueAndPrices((deps, rows, now): AssetStats => {
  const { market } = deps.providers;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const stats: AssetStats = {};
  for (const row of rows) {
    const current = market.quote(row.asset_id, now);
    const previous = market.quote(row.asset_id, dayAgo);
    if (!current || !previous) continue;
    const change = current.mid.minus(previous.mid).div(previous.mid).times(100);
    stats[row.symbol.toUpperCase()] = {
      dailyMarketChange: change.round(4, Big.roundHalfUp).toFixed(),
    };
  }
  return stats;
});

/**
 * Each coin's market cap, 24 h volume and 7-day sparkline (docs/product/screens.md#price-tables):
 * a close every 6 hours of the market's hourly 7-day closes, to 6 significant figures.
 */
export const marketSizes = perCatalogueAndPrices(async (deps, rows, now): Promise<AssetMarket> => {
  const { market } = deps.providers;
  const market7d: AssetMarket = {};
  for (const row of rows) {
    if (row.type === 'fiat' || !row.enabled) continue;
    const size = market.marketSize(row.asset_id, now);
    if (!size) continue;
    const closes = await market.closes(row.asset_id, '7d', now);
    const every = Math.max(1, Math.round(closes.length / SPARKLINE_POINTS));
    const sampled = closes.filter((_, index) => (closes.length - 1 - index) % every === 0);
    market7d[row.symbol.toUpperCase()] = {
      marketCap: size.marketCap.toFixed(0),
      volume24h: size.volume24h.toFixed(0),
      sparkline7d: sampled.slice(-SPARKLINE_POINTS).map((point) => point.mid.toPrecision(6)),
    };
  }
  return market7d;
});

/** OHLC candles of a coin over a range, and its 30-day high. */
export async function priceHistory(
  deps: ServiceDeps,
  { assetId, range }: { assetId: string; range: HistoryRange },
): Promise<PriceHistory> {
  const { market } = deps.providers;
  const row = await findAsset(deps.db, assetId.toLowerCase());
  if (!row || row.type === 'fiat') throw assetNotFound();
  const now = new Date();
  const candles = await market.candles(row.asset_id, range, now);
  const month = range === '30d' ? candles : await market.candles(row.asset_id, '30d', now);
  const high30d = month.reduce(
    (high, candle) => (candle.high.gt(high) ? candle.high : high),
    new Big(0),
  );
  return {
    assetId: row.asset_id,
    range,
    candles: candles.map((candle) => ({
      at: candle.at.toISOString(),
      open: candle.open.toFixed(),
      high: candle.high.toFixed(),
      low: candle.low.toFixed(),
      close: candle.close.toFixed(),
    })),
    high30d: high30d.toFixed(),
  };
}

function columnsFor(asset: AssetRow, update: AssetUpdate): Updateable<AssetsTable> {
  const aud = (value: string | undefined) =>
    value === undefined ? undefined : toSmallestUnits(value, AUD_PRECISION, 'down').toString();
  const own = (value: string | undefined) =>
    value === undefined ? undefined : toSmallestUnits(value, asset.precision, 'down').toString();
  const columns: Updateable<AssetsTable> = {
    enabled: update.enabled,
    deposit_enabled: update.depositEnabled,
    withdraw_enabled: update.withdrawEnabled,
    buy_enabled: update.buyEnabled,
    sell_enabled: update.sellEnabled,
    buy_trade_minimum: aud(update.buyTradeMinimum),
    buy_trade_maximum: aud(update.buyTradeMaximum),
    sell_trade_minimum: own(update.sellTradeMinimum),
    sell_trade_maximum: own(update.sellTradeMaximum),
    withdraw_minimum: own(update.withdrawMinimum),
    withdraw_fee: own(update.withdrawFee),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Admin: an asset's flags and limits, changed and audited together. */
export async function updateAsset(
  deps: ServiceDeps,
  { actor, assetId, update }: { actor: Actor; assetId: string; update: AssetUpdate },
): Promise<Asset> {
  const asset = await findAsset(deps.db, assetId.toLowerCase());
  if (!asset) throw assetNotFound();
  try {
    await inTransaction(deps, async (trx) => {
      await updateAssetColumns(trx, asset.asset_id, columnsFor(asset, update));
      await writeAudit(trx, {
        ...actor,
        subjectUserId: null,
        action: 'asset.update',
        details: { assetId: asset.asset_id, ...update },
      });
    });
  } catch (error) {
    if (isConstraintViolation(error, 'assets_')) throw limitsInverted();
    throw error;
  }
  forgetCachedAssets(deps.db);
  const updated = await findAsset(deps.db, asset.asset_id);
  if (!updated) throw assetNotFound();
  return toAsset(updated, deps.providers.market);
}
