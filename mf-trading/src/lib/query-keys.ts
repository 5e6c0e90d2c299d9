import { QUERY_ROOTS, type HistoryRange } from '@wattle/shared';

/**
 * Every query key of the trading remote, one factory per resource. A mutation
 * invalidates by these — never by an inline key — so what "after a trade" refreshes is
 * decided here, whichever feature placed the order.
 */

/** Every query about assets and their market data hangs under `['assets']`. */
export const assetKeys = {
  all: ['assets'] as const,
  list: () => [...assetKeys.all, 'list'] as const,
  stats: () => [...assetKeys.all, 'stats'] as const,
  history: (assetId: string, range: HistoryRange) =>
    [...assetKeys.all, 'history', assetId, range] as const,
};

/**
 * Every query about the customer's money hangs under the shared balances root: one refetch
 * after a trade, and after any push that says balances changed (a deposit, a withdrawal).
 */
export const balanceKeys = {
  all: QUERY_ROOTS.balances,
  portfolio: () => [...balanceKeys.all, 'portfolio'] as const,
  fiat: () => [...balanceKeys.all, 'fiat'] as const,
  asset: (assetId: string) => [...balanceKeys.all, 'asset', assetId] as const,
  history: (range: HistoryRange) => [...balanceKeys.all, 'history', range] as const,
  held: () => [...balanceKeys.all, 'held'] as const,
};

/** The customer's executed trades: refreshed after every order and with the history. */
export const tradeKeys = {
  all: [...QUERY_ROOTS.history, 'trades'] as const,
  list: () => [...tradeKeys.all, 'list'] as const,
};

export const tradeSettingsKeys = {
  all: ['trade-settings'] as const,
};

export const bucketKeys = {
  all: ['buckets'] as const,
  list: () => [...bucketKeys.all, 'list'] as const,
};

export const recurringBuyKeys = {
  all: ['recurring-buys'] as const,
  list: () => [...recurringBuyKeys.all, 'list'] as const,
};

export const preferenceKeys = {
  all: ['preferences'] as const,
};
