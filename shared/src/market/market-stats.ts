import type { Asset, AssetStats } from '../contracts/asset.js';
// Narrow on purpose: the marketing page script that fills the price strip before the app
// starts imports this file alone (`@wattle/shared/market-stats`).
import { toBig } from '../contracts/money.js';

export interface MarketMover {
  asset: Asset;
  change: string;
}

export interface MarketStats {
  rising: number;
  falling: number;
  counted: number;
  topRiser: MarketMover | null;
  topFaller: MarketMover | null;
}

/**
 * The figures beside a price strip: how many coins rose and fell in 24 h, and the biggest
 * moves either way; coins without a 24 h change are not counted.
 */
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
    falling: movers.filter((mover) => toBig(mover.change).lt(0)).length,
    counted: movers.length,
    topRiser: first && toBig(first.change).gt(0) ? first : null,
    topFaller: last && toBig(last.change).lt(0) ? last : null,
  };
}
