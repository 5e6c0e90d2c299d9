import { displayRounding, formatFiat, type Asset } from '@wattle/shared';
import { bigOrNull } from '@/lib/amounts';

/** A coin's buy or sell price as the spot list shows it. */
export const priceOf = (asset: Asset, side: 'buy' | 'sell') =>
  formatFiat(
    bigOrNull(side === 'buy' ? asset.buyPrice : asset.sellPrice),
    displayRounding('price', side),
  );
