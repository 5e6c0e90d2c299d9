import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/api-client.js';
import { assetListSchema, assetStatsSchema } from '../contracts/asset.js';
import { priceHistorySchema, type HistoryRange } from '../contracts/market.js';
import { assetKeys } from './query-keys.js';

/** The daily stats change slowly: every screen that shows them asks once a minute. */
export const ASSET_STATS_POLL_MS = 60_000;

export function getAssets(signal?: AbortSignal) {
  return apiClient.get('/asset', assetListSchema, { signal });
}

/**
 * `GET /asset`: every listed asset with its flags, limits, fee and price. How often to refresh
 * it is each screen's: the trading remote on its price countdown, marketing every 15 s.
 */
export function assetsQueryOptions() {
  return queryOptions({
    queryKey: assetKeys.list(),
    queryFn: ({ signal }) => getAssets(signal),
  });
}

export function getAssetStats(signal?: AbortSignal) {
  return apiClient.get('/asset/stats', assetStatsSchema, { signal });
}

/** `GET /asset/stats`: daily change per upper-case symbol, refreshed every minute. */
export function assetStatsQueryOptions() {
  return queryOptions({
    queryKey: assetKeys.stats(),
    queryFn: ({ signal }) => getAssetStats(signal),
    refetchInterval: ASSET_STATS_POLL_MS,
  });
}

export function getPriceHistory(assetId: string, range: HistoryRange, signal?: AbortSignal) {
  const path = `/asset/id/${encodeURIComponent(assetId)}/history?range=${range}`;
  return apiClient.get(path, priceHistorySchema, { signal });
}

/** `GET /asset/id/:id/history?range=`: AUD candles, oldest first, for charts and the 30-day high. */
export function priceHistoryQueryOptions(assetId: string, range: HistoryRange) {
  return queryOptions({
    queryKey: assetKeys.history(assetId, range),
    queryFn: ({ signal }) => getPriceHistory(assetId, range, signal),
    // A candle closes every 15 minutes at the finest range; a minute is fresh enough.
    staleTime: 60_000,
  });
}
