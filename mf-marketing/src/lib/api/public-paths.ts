import type { HistoryRange } from '@wattle/shared';

/**
 * The public price calls' paths, one source for the API functions beside this file and the
 * page script that makes the same calls before the app starts (live-prices.ts).
 */
export const publicPaths = {
  assets: '/asset',
  stats: '/asset/stats',
  history: (assetId: string, range: HistoryRange) =>
    `/asset/id/${encodeURIComponent(assetId)}/history?range=${range}`,
};
