import type { HistoryRange } from '@wattle/shared';

/** Every query about assets and their market data hangs under `['assets']`. */
export const assetKeys = {
  all: ['assets'] as const,
  list: () => [...assetKeys.all, 'list'] as const,
  stats: () => [...assetKeys.all, 'stats'] as const,
  history: (assetId: string, range: HistoryRange) =>
    [...assetKeys.all, 'history', assetId, range] as const,
};
