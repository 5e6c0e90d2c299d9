import { useQuery } from '@tanstack/react-query';
import { assetStatsQueryOptions } from '@wattle/shared';

/** `GET /asset/stats`: daily change per upper-case symbol, polled every minute. */
export function useAssetStats() {
  return useQuery(assetStatsQueryOptions());
}
