import {
  fromSmallestUnits,
  sydneyClock,
  toSmallestUnits,
  type CalendarDate,
  type CoinParcels,
  type SalePreview,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import { coinAmountFromUnits, decimalPlaces, priceAmount } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listAssetsCached, type AssetRow } from '../assets/index.js';
import {
  currentLots,
  discountEligibleFrom,
  heldOverTwelveMonths,
  isoDate,
  lotHistory,
} from '../cost-base/index.js';
import { readTradeSettings } from '../settings/index.js';
import { priceSell } from '../trading/index.js';
import { centsAmount, centsOf } from './cents.js';
import {
  aboveHolding,
  coinNotFound,
  noPrice,
  nothingHeld,
  tooPrecise,
} from './portfolio-errors.js';

const DAY_MS = 86_400_000;
const dayNumber = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day) / DAY_MS;

/** A listed coin by its id or symbol, any case; AUD and unknown names are not coins. */
async function coinOf(deps: ServiceDeps, assetId: string): Promise<AssetRow> {
  const wanted = assetId.toLowerCase();
  const assets = await listAssetsCached(deps.db);
  const asset = assets.find(
    (row) =>
      row.type !== 'fiat' && (row.asset_id === wanted || row.symbol.toLowerCase() === wanted),
  );
  if (!asset) throw coinNotFound(assetId);
  return asset;
}

const coinOfRow = (asset: AssetRow) => ({
  assetId: asset.asset_id,
  symbol: asset.symbol,
  name: asset.name,
});

/**
 * The parcels of one coin still held, oldest first (the order a sale uses them), each with
 * the first day a sale of it counts as held over 12 months and the days until then
 * (docs/product/portfolio.md#parcels).
 */
export async function coinParcels(
  deps: ServiceDeps,
  { userId, assetId, now = new Date() }: { userId: string; assetId: string; now?: Date },
): Promise<CoinParcels> {
  const asset = await coinOf(deps, assetId);
  const { openLots } = await currentLots(deps, {
    userId,
    assetId: asset.asset_id,
    until: new Date(now.getTime() + 1),
  });
  const quote = deps.providers.market.quote(asset.asset_id, now);
  const today = dayNumber(sydneyClock(now));
  let held = 0n;
  const parcels = openLots.map((lot) => {
    held += lot.quantity;
    const value = quote ? centsOf(lot.quantity, asset.precision, quote.sell) : null;
    const discountFrom = discountEligibleFrom(lot.acquiredAt);
    const perCoin = new Big(lot.costBase.toString())
      .div(100)
      .div(fromSmallestUnits(lot.quantity, asset.precision));
    return {
      acquiredAt: lot.acquiredAt.toISOString(),
      source: lot.source,
      amount: coinAmountFromUnits(lot.quantity, asset),
      costBase: centsAmount(lot.costBase),
      costPerCoin: priceAmount(perCoin.round(2, Big.roundHalfUp), 'down'),
      value: value === null ? null : centsAmount(value),
      gain: value === null ? null : centsAmount(value - lot.costBase),
      discountFrom: isoDate(discountFrom),
      discountEligible: heldOverTwelveMonths(lot.acquiredAt, now),
      daysToDiscount: Math.max(0, dayNumber(discountFrom) - today),
    };
  });
  return {
    asset: coinOfRow(asset),
    amount: coinAmountFromUnits(held, asset),
    sellPrice: quote ? priceAmount(quote.sell, 'down') : null,
    parcels,
  };
}

const PREVIEW = 'sale-preview';

/**
 * What selling `amount` of a coin now would do, sold nothing: the AUD after the fee at the
 * live sell price, and the FIFO match of that sale after the customer's whole history — the
 * same matching the tax report makes (docs/product/portfolio.md#sale-preview).
 */
export async function salePreview(
  deps: ServiceDeps,
  {
    userId,
    assetId,
    amount,
    now = new Date(),
  }: { userId: string; assetId: string; amount: string; now?: Date },
): Promise<SalePreview> {
  const asset = await coinOf(deps, assetId);
  if (decimalPlaces(amount) > asset.decimals) throw tooPrecise(asset.decimals, asset.symbol);
  const quantity = toSmallestUnits(amount, asset.precision, 'down');
  const quote = deps.providers.market.quote(asset.asset_id, now);
  const settings = await readTradeSettings(deps.db);
  const sale = quote
    ? priceSell(
        new Big(amount),
        settings.feePercentage,
        { assetId: asset.asset_id, symbol: asset.symbol, decimals: asset.decimals },
        quote,
      )
    : null;
  const proceeds = sale ? BigInt(sale.receive.times(100).toFixed(0)) : 0n;
  const until = new Date(now.getTime() + 1);
  const { rows, openLots } = await lotHistory(deps, { userId, assetId: asset.asset_id, until }, [
    {
      kind: 'disposal',
      source: 'sell',
      assetId: asset.asset_id,
      at: until,
      quantity,
      proceeds,
      reference: PREVIEW,
    },
  ]);
  const used = rows.filter((row) => row.disposalReference === PREVIEW && row.lotReference);
  const held =
    used.reduce((sum, row) => sum + row.quantity, 0n) +
    openLots.reduce((sum, lot) => sum + lot.quantity, 0n);
  if (held === 0n) throw nothingHeld(asset.symbol);
  if (quantity > held) {
    throw aboveHolding(fromSmallestUnits(held, asset.precision).toFixed(), asset.symbol);
  }
  if (!quote || !sale) throw noPrice(asset.symbol);
  let costBase = 0n;
  let gain = 0n;
  let eligible = 0n;
  for (const row of used) {
    costBase += row.costBase;
    gain += row.gain;
    if (row.heldOverTwelveMonths && row.gain > 0n) eligible += row.gain;
  }
  return {
    asset: coinOfRow(asset),
    amount: coinAmountFromUnits(quantity, asset),
    sellPrice: priceAmount(quote.sell, 'down'),
    fee: centsAmount(BigInt(sale.fee.times(100).toFixed(0))),
    proceeds: centsAmount(proceeds),
    costBase: centsAmount(costBase),
    gain: centsAmount(gain),
    discountEligibleGain: centsAmount(eligible),
    discount: centsAmount(eligible / 2n),
    parcels: used.map((row) => ({
      acquiredAt: (row.acquiredAt ?? row.disposedAt).toISOString(),
      amount: coinAmountFromUnits(row.quantity, asset),
      costBase: centsAmount(row.costBase),
      proceeds: centsAmount(row.proceeds),
      gain: centsAmount(row.gain),
      discountEligible: row.heldOverTwelveMonths,
    })),
  };
}
