import {
  FIAT_ASSET_ID,
  FIAT_SYMBOL,
  fromSmallestUnits,
  ORDER_MESSAGES,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import { decimalPlaces } from '../../lib/money.js';
import type { MarketDataProvider } from '../../providers/market/market-data-provider.js';
import type { AssetRow } from '../assets/index.js';
import type { Prices } from './quote-math.js';
import { insufficientFunds, noFiatBalance, orderInvalid } from './trading-errors.js';

export function tradableAsset(assets: readonly AssetRow[], assetId: string): AssetRow {
  const asset = assets.find((candidate) => candidate.asset_id === assetId.toLowerCase());
  if (!asset || asset.type === 'fiat') throw orderInvalid('That asset cannot be traded');
  return asset;
}

export function assertDirectionOpen(asset: AssetRow, side: 'buy' | 'sell'): void {
  const open = asset.enabled && (side === 'buy' ? asset.buy_enabled : asset.sell_enabled);
  if (!open) {
    throw orderInvalid(
      `${side === 'buy' ? 'Buying' : 'Selling'} ${asset.symbol} is paused right now`,
    );
  }
}

export function livePrices(market: MarketDataProvider, asset: AssetRow, at: Date): Prices {
  const quote = market.quote(asset.asset_id, at);
  if (!quote)
    throw orderInvalid(`No price is available for ${asset.symbol} right now. Try again shortly.`);
  return quote;
}

/** Dollars and cents for AUD; the asset's decimals for coins. */
export function assertPrecision(places: number, allowed: number, what: string): void {
  if (places > allowed) {
    throw orderInvalid(
      allowed === 2
        ? `Enter ${what} in dollars and cents`
        : `${what} can have at most ${allowed} decimals`,
    );
  }
}

export interface Bounds {
  minimum: Big | null;
  maximum: Big | null;
  /** What the amount is counted in: 'AUD' or the coin's symbol, for the minimum's message. */
  unit: string;
}

/**
 * The pre-order checks on the server (docs/product/trading.md#pre-order-checks): nothing to
 * spend; above the maximum; below the minimum (its value said: "The minimum buy is $10.00");
 * more than the balance. Bounds that are not set do not apply.
 */
export function assertWithinBounds(
  amount: Big,
  bounds: Bounds,
  balance: Big,
  side: 'buy' | 'sell',
): void {
  if (amount.lte(0)) throw orderInvalid(ORDER_MESSAGES.belowMinimum);
  if (balance.lte(0)) {
    throw side === 'buy' ? noFiatBalance() : insufficientFunds();
  }
  if (bounds.maximum && amount.gt(bounds.maximum)) throw orderInvalid(ORDER_MESSAGES.aboveMaximum);
  if (bounds.minimum && amount.lt(bounds.minimum)) {
    throw orderInvalid(ORDER_MESSAGES.minimumIs(side, bounds.minimum, bounds.unit));
  }
  if (amount.gt(balance)) throw insufficientFunds();
}

const bound = (units: string | null, precision: number) =>
  units === null ? null : fromSmallestUnits(units, precision);

/** The asset's limits on one side: AUD spent on a buy, the coin sold on a sell. */
export function tradeBounds(asset: AssetRow, side: 'buy' | 'sell'): Bounds {
  return side === 'buy'
    ? {
        minimum: bound(asset.buy_trade_minimum, 18),
        maximum: bound(asset.buy_trade_maximum, 18),
        unit: FIAT_SYMBOL,
      }
    : {
        minimum: bound(asset.sell_trade_minimum, asset.precision),
        maximum: bound(asset.sell_trade_maximum, asset.precision),
        unit: asset.symbol,
      };
}

/** The customer's balance of an asset, read at that asset's precision. */
export type ReadBalance = (assetId: string, precision: number) => Promise<Big>;

/**
 * What a market order and a limit or stop order check of their amount, in this order: the
 * direction open, the amount's decimals (dollars and cents on a buy, the coin's decimals on a
 * sell), then the side's bounds and the balance it spends (AUD on a buy, the coin on a sell).
 */
export async function assertTradeAmount(
  asset: AssetRow,
  side: 'buy' | 'sell',
  amount: string,
  readBalance: ReadBalance,
): Promise<void> {
  assertDirectionOpen(asset, side);
  const buying = side === 'buy';
  if (buying) assertPrecision(decimalPlaces(amount), 2, 'the amount');
  else assertPrecision(decimalPlaces(amount), asset.decimals, `${asset.symbol} amounts`);
  const balance = buying
    ? await readBalance(FIAT_ASSET_ID, 18)
    : await readBalance(asset.asset_id, asset.precision);
  assertWithinBounds(new Big(amount), tradeBounds(asset, side), balance, side);
}
