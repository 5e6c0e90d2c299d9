import type { Asset, AssetStats } from '@wattle/shared';
// Narrow: the page script that fills the strip before the app starts uses this file too.
import { toBig } from '@wattle/shared/money';

export interface MarketMover {
  asset: Asset;
  change: string;
}

export interface MarketStats {
  rising: number;
  counted: number;
  topRiser: MarketMover | null;
  topFaller: MarketMover | null;
}

/** How many coins rose in 24 h, and the biggest moves either way. */
export function marketStats(assets: readonly Asset[], stats: AssetStats | undefined): MarketStats {
  const movers = assets.flatMap((asset) => {
    const change = stats?.[asset.symbol.toUpperCase()]?.dailyMarketChange;
    return change === undefined ? [] : [{ asset, change }];
  });
  const sorted = [...movers].sort((a, b) => toBig(b.change).cmp(toBig(a.change)));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  return {
    rising: movers.filter((mover) => toBig(mover.change).gt(0)).length,
    counted: movers.length,
    topRiser: first && toBig(first.change).gt(0) ? first : null,
    topFaller: last && toBig(last.change).lt(0) ? last : null,
  };
}
