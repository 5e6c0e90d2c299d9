import {
  FIAT_ASSET_ID,
  FIAT_SYMBOL,
  fromSmallestUnits,
  QUOTE_LIFETIME_SECONDS,
  type Bucket,
  type BucketOrderResult,
  type BucketQuote,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import { inTransaction } from '../../db/transaction.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listAssetsCached } from '../assets/index.js';
import { customerBalance } from '../ledger/index.js';
import { readTradeSettings } from '../settings/index.js';
import {
  audAmount,
  audAmountFromUnits,
  audUnits,
  coinAmountFromUnits,
  coinUnits,
  decimalPlaces,
  priceAmount,
} from '../../lib/money.js';
import {
  assertDirectionOpen,
  assertPrecision,
  assertWithinBounds,
  assetLookup,
  belowMinimum,
  executeQuoteOnce,
  executeQuoteRows,
  livePrices,
  priceBuy,
  quoteExpired,
  quoteNotFound,
  quoteUsed,
  saveQuoteRows,
  type AssetLookup,
  type TradeRow,
} from '../trading/index.js';
import { bucketNotFound, bucketUnavailable } from './bucket-errors.js';
import {
  completeBucketOrder,
  insertBucketOrder,
  listBuckets,
  lockBucketLegs,
  lockBucketOrder,
  rejectBucketOrder,
  type BucketWithAssets,
} from './bucket-repository.js';
import { splitByLargestRemainder } from '../../lib/largest-remainder.js';

const CENT_UNITS = 10n ** 16n;

export function toBucket(row: BucketWithAssets): Bucket {
  return {
    bucketId: row.bucket_id,
    bucketName: row.name,
    userId: null,
    description: row.description,
    riskLevel: row.risk_level,
    assets: row.assets.map((asset) => ({
      asset: { assetId: asset.asset_id, symbol: asset.symbol, name: asset.name },
      percentage: new Big(asset.percentage).toFixed(),
    })),
    enabled: row.enabled,
    bucketMinOrder: audAmountFromUnits(row.min_order),
    bucketMaxOrder: audAmountFromUnits(row.max_order),
  };
}

/** Every bucket, disabled ones included, as the signed-in marketplace lists them. */
export async function allBuckets(deps: ServiceDeps): Promise<Bucket[]> {
  return (await listBuckets(deps.db)).map(toBucket);
}

/** The buckets a visitor may see: the enabled ones. */
export async function enabledBuckets(deps: ServiceDeps): Promise<Bucket[]> {
  return (await allBuckets(deps)).filter((bucket) => bucket.enabled);
}

async function findBucket(deps: ServiceDeps, bucketId: string): Promise<BucketWithAssets> {
  const [bucket] = await listBuckets(deps.db, bucketId);
  if (!bucket) throw bucketNotFound();
  if (!bucket.enabled) throw bucketUnavailable(bucket.name);
  return bucket;
}

/**
 * Prices a bucket: the spend (fees included) is split across the assets by largest
 * remainder in whole cents, so the legs add up exactly; each leg is a buy with its own fee.
 * The legs are held 30 s as pending trades (`pending` is the status of a previewed bucket's
 * legs).
 */
export async function quoteBucket(
  deps: ServiceDeps,
  { userId, bucketId, spend: spendDecimal }: { userId: string; bucketId: string; spend: string },
): Promise<BucketQuote> {
  const { db } = deps;
  const { market } = deps.providers;
  const bucket = await findBucket(deps, bucketId);
  assertPrecision(decimalPlaces(spendDecimal), 2, 'the amount');
  const spend = new Big(spendDecimal);
  const balance = fromSmallestUnits(await customerBalance(db, userId, FIAT_ASSET_ID), 18);
  assertWithinBounds(
    spend,
    {
      minimum: fromSmallestUnits(bucket.min_order, 18),
      maximum: fromSmallestUnits(bucket.max_order, 18),
      unit: FIAT_SYMBOL,
    },
    balance,
    'buy',
  );
  const assets = await listAssetsCached(db);
  const asset = assetLookup(assets);
  const settings = await readTradeSettings(db);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + QUOTE_LIFETIME_SECONDS * 1000);
  const cents = audUnits(spend) / CENT_UNITS;
  const weights = bucket.assets.map((entry) =>
    BigInt(new Big(entry.percentage).times(100).toFixed(0)),
  );
  const split = splitByLargestRemainder(cents, weights);
  const legs = bucket.assets.map((entry, index) => {
    const row = asset(entry.asset_id);
    assertDirectionOpen(row, 'buy');
    const legSpend = new Big((split[index] ?? 0n).toString()).div(100);
    const leg = priceBuy(
      legSpend,
      settings.feePercentage,
      { assetId: row.asset_id, symbol: row.symbol, decimals: row.decimals },
      livePrices(market, row, now),
    );
    if (leg.crypto.lte(0)) throw belowMinimum();
    return { row, leg };
  });
  const totalFees = legs.reduce((sum, { leg }) => sum.plus(leg.fee), new Big(0));
  const totalSpread = legs.reduce((sum, { leg }) => sum.plus(leg.spread), new Big(0));
  const order = await inTransaction(deps, async (trx) => {
    const saved = await insertBucketOrder(trx, {
      user_id: userId,
      bucket_id: bucket.bucket_id,
      status: 'pending',
      requested_spend: audUnits(spend),
      actual_spend: audUnits(spend),
      total_fees: audUnits(totalFees),
      expires_at: expiresAt,
    });
    await saveQuoteRows(
      trx,
      legs.map(({ row, leg }) => ({
        user_id: userId,
        status: 'pending',
        side: 'buy',
        order_type: 'buy',
        type: 'bucket',
        crypto_asset_id: row.asset_id,
        spend_asset_id: FIAT_ASSET_ID,
        receive_asset_id: row.asset_id,
        order_amount: audUnits(leg.spend),
        spend_amount: audUnits(leg.spend),
        receive_amount: coinUnits(leg.crypto, row),
        crypto_amount: coinUnits(leg.crypto, row),
        fiat_amount: audUnits(leg.net),
        price: leg.price.toFixed(),
        mid_price: leg.mid.toFixed(),
        fee_amount: audUnits(leg.fee),
        fee_percentage: settings.feePercentage.toFixed(),
        spread_amount: audUnits(leg.spread),
        expires_at: expiresAt,
        bucket_order_id: saved.bucket_order_id,
      })),
    );
    return saved;
  });
  return {
    quoteId: order.bucket_order_id,
    expiresAt: expiresAt.toISOString(),
    bucketId: bucket.bucket_id,
    totalFiatSpend: audAmount(spend),
    fee: audAmount(totalFees),
    spread: audAmount(totalSpread),
    assetAmounts: legs.map(({ row, leg }) => ({
      asset: { assetId: row.asset_id, symbol: row.symbol },
      assetAmount: coinAmountFromUnits(coinUnits(leg.crypto, row), row),
      fiatAmount: audAmount(leg.spend),
      buyPrice: priceAmount(leg.price, 'up'),
      midPrice: priceAmount(leg.mid, 'up'),
      fee: audAmount(leg.fee),
      spread: audAmount(leg.spread),
    })),
  };
}

function toBucketResult(
  orderId: string,
  bucketId: string,
  requested: string,
  legs: readonly TradeRow[],
  asset: AssetLookup,
): BucketOrderResult {
  const actual = legs.reduce((sum, leg) => sum + BigInt(leg.spend_amount), 0n);
  const fees = legs.reduce((sum, leg) => sum + BigInt(leg.fee_amount), 0n);
  const spread = legs.reduce((sum, leg) => sum + BigInt(leg.spread_amount), 0n);
  return {
    bucketOrderId: orderId,
    bucketId,
    requestedFiatSpend: audAmountFromUnits(requested),
    actualFiatSpend: audAmountFromUnits(actual),
    totalFees: audAmountFromUnits(fees),
    totalSpread: audAmountFromUnits(spread),
    orders: legs.map((leg) => ({
      tradeId: leg.trade_id,
      receiveAsset: { symbol: asset(leg.crypto_asset_id).symbol },
      receiveAmount: coinAmountFromUnits(leg.receive_amount, asset(leg.crypto_asset_id)),
      spendAmount: audAmountFromUnits(leg.spend_amount),
      price: priceAmount(leg.price, 'up'),
      midPrice: priceAmount(leg.mid_price, 'up'),
      tradeFee: audAmountFromUnits(leg.fee_amount),
      spread: audAmountFromUnits(leg.spread_amount),
    })),
  };
}

/** Executes a bucket quote: every leg or none, in one journal entry. */
export async function submitBucketOrder(
  deps: ServiceDeps,
  {
    userId,
    idempotencyKey,
    request,
  }: {
    userId: string;
    idempotencyKey: string | undefined;
    request: { quoteId: string; bucketId: string };
  },
): Promise<BucketOrderResult> {
  const asset = assetLookup(await listAssetsCached(deps.db));
  return executeQuoteOnce({
    host: deps,
    userId,
    idempotencyKey,
    request,
    recordRefusal: (reason) =>
      inTransaction(deps, (trx) => rejectBucketOrder(trx, userId, request.quoteId, reason)),
    execute: async (trx) => {
      const order = await lockBucketOrder(trx, userId, request.quoteId);
      if (!order || order.bucket_id !== request.bucketId) throw quoteNotFound();
      if (order.status !== 'pending') throw quoteUsed();
      const now = new Date();
      if (order.expires_at <= now) throw quoteExpired();
      const legs = await lockBucketLegs(trx, order.bucket_order_id);
      for (const leg of legs) assertDirectionOpen(asset(leg.crypto_asset_id), 'buy');
      const executed = await executeQuoteRows(trx, {
        userId,
        rows: legs,
        description: `Bucket ${order.bucket_id}`,
        now,
      });
      await completeBucketOrder(trx, order.bucket_order_id, executed[0]?.entry_id ?? null, now);
      return toBucketResult(
        order.bucket_order_id,
        order.bucket_id,
        order.requested_spend,
        executed,
        asset,
      );
    },
  });
}
