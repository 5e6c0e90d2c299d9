import type { Asset, PermissionType } from '@wattle/shared';

export type Direction = 'buy' | 'sell' | 'swap';

export interface Availability {
  enabled: boolean;
  /** Why not, in words a customer understands; null when enabled. */
  reason: string | null;
  /** The same in two or three words, shown beside a disabled button; null when enabled. */
  short: string | null;
}

type Can = (permission: PermissionType) => boolean;

const yes: Availability = { enabled: true, reason: null, short: null };
const no = (reason: string, short: string): Availability => ({ enabled: false, reason, short });

/**
 * Who may trade (docs/product/trading.md#who-may-trade): buying needs a buy price, the BUY
 * permission and the asset's buyEnabled; selling the same with the sell price, SELL and
 * sellEnabled.
 */
export function buyAvailability(asset: Asset, can: Can): Availability {
  if (!asset.buyPrice) return no(`${asset.name} has no buy price right now`, 'No price now');
  if (!can('BUY'))
    return no('Your account cannot buy yet: finish verification first', 'Verify first');
  if (!asset.buyEnabled) return no(`Buying ${asset.name} is paused`, 'Buying paused');
  return yes;
}

export function sellAvailability(asset: Asset, can: Can): Availability {
  if (!asset.sellPrice) return no(`${asset.name} has no sell price right now`, 'No price now');
  if (!can('SELL'))
    return no('Your account cannot sell yet: finish verification first', 'Verify first');
  if (!asset.sellEnabled) return no(`Selling ${asset.name} is paused`, 'Selling paused');
  return yes;
}

/** Coins a holding of `asset` can be swapped into. */
export function swapTargets(asset: Asset, assets: readonly Asset[], can: Can): Asset[] {
  return assets.filter(
    (other) => other.assetId !== asset.assetId && buyAvailability(other, can).enabled,
  );
}

/** A swap sells one coin and buys another: it needs both sides. */
export function swapAvailability(asset: Asset, assets: readonly Asset[], can: Can): Availability {
  const selling = sellAvailability(asset, can);
  if (!selling.enabled) return selling;
  if (swapTargets(asset, assets, can).length === 0)
    return no('No coin can be bought right now', 'Nothing to buy');
  return yes;
}

export function availability(
  direction: Direction,
  asset: Asset,
  assets: readonly Asset[],
  can: Can,
): Availability {
  if (direction === 'buy') return buyAvailability(asset, can);
  if (direction === 'sell') return sellAvailability(asset, can);
  return swapAvailability(asset, assets, can);
}
