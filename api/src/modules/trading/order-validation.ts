import { ORDER_MESSAGES } from '@wattle/shared/contracts';
import type Big from 'big.js';
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
