import type { HistoryRange } from '@wattle/shared';

/** Every query about the customer's money hangs under `['balances']`: one refetch after a trade. */
export const balanceKeys = {
  all: ['balances'] as const,
  portfolio: () => [...balanceKeys.all, 'portfolio'] as const,
  fiat: () => [...balanceKeys.all, 'fiat'] as const,
  asset: (assetId: string) => [...balanceKeys.all, 'asset', assetId] as const,
  history: (range: HistoryRange) => [...balanceKeys.all, 'history', range] as const,
};
