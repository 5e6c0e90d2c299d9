import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  assetStatsQueryOptions as dailyStats,
  assetStatsSchema,
  type Asset,
  type AssetStats,
} from '@wattle/shared';
import { pageAnswerOptions } from '@/lib/live-prices/page-answers';
import { publicPaths } from './public-paths';

/** `GET /asset/stats`: daily change per upper-case symbol, every minute. */
export function assetStatsQueryOptions() {
  return queryOptions({
    ...dailyStats(),
    ...pageAnswerOptions(publicPaths.stats, assetStatsSchema),
  });
}

export function useAssetStats() {
  return useQuery(assetStatsQueryOptions());
}

/** The 24 h change of one asset, or undefined while unknown. */
export function changeOf(stats: AssetStats | undefined, asset: Pick<Asset, 'symbol'>) {
  return stats?.[asset.symbol.toUpperCase()]?.dailyMarketChange;
}
