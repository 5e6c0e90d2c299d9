import { ORDER_MESSAGES } from '@wattle/shared/contracts';
import type Big from 'big.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { AssetRow } from '../assets/asset-repository.js';
import type { MarketDataProvider } from '../market-data/market-data-provider.js';
import type { Prices } from './quote-math.js';

const orderInvalid = (message: string) => new AppError(400, message, 'OrderInvalidError');
export const insufficientFunds = () =>
  new AppError(400, ORDER_MESSAGES.insufficientFunds, 'InsufficientFundsError');

export function tradableAsset(assets: readonly AssetRow[], assetId: string): AssetRow {
  const asset = assets.find((candidate) => candidate.asset_id === assetId.toLowerCase());
  if (!asset || asset.type === 'fiat')
    throw badRequest('That asset cannot be traded', 'OrderInvalidError');
  return asset;
}

export function assertDirectionOpen(asset: AssetRow, side: 'buy' | 'sell'): void {
  const open = asset.enabled && (side === 'buy' ? asset.buy_enabled : asset.sell_enabled);
  if (!open) {
    throw new AppError(
      400,
      `${side === 'buy' ? 'Buying' : 'Selling'} ${asset.symbol} is paused right now`,
      'OrderInvalidError',
    );
  }
}

export function livePrices(market: MarketDataProvider, asset: AssetRow, at: Date): Prices {
  const quote = market.quote(asset.asset_id, at);
  if (!quote)
    throw new AppError(
      400,
      `No price is available for ${asset.symbol} right now. Try again shortly.`,
      'OrderInvalidError',
    );
  return quote;
}

/** Dollars and cents for AUD; the asset's decimals for coins (spec §5). */
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
}

/**
 * Spec §5, on the server: nothing to spend; above the maximum; below the minimum; more than
 * the balance. Bounds that are not set do not apply.
 */
export function assertWithinBounds(
  amount: Big,
  bounds: Bounds,
  balance: Big,
  side: 'buy' | 'sell',
): void {
  if (amount.lte(0)) throw orderInvalid(ORDER_MESSAGES.belowMinimum);
  if (balance.lte(0)) {
    throw side === 'buy'
      ? new AppError(400, ORDER_MESSAGES.noFiatBalance, 'InsufficientFundsError')
      : insufficientFunds();
  }
  if (bounds.maximum && amount.gt(bounds.maximum)) throw orderInvalid(ORDER_MESSAGES.aboveMaximum);
  if (bounds.minimum && amount.lt(bounds.minimum)) throw orderInvalid(ORDER_MESSAGES.belowMinimum);
  if (amount.gt(balance)) throw insufficientFunds();
}
