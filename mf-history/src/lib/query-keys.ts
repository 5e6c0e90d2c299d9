import { QUERY_ROOTS } from '@wattle/shared';

/** Every query key of the history remote, one factory per resource. */

/** The grouped history, one list per set of filters (a push about history refreshes it). */
export const historyGroupKeys = {
  all: [...QUERY_ROOTS.history, 'groups'] as const,
  list: (search: string) => [...historyGroupKeys.all, 'list', search] as const,
};

/** The tax report's years and totals change with every trade: under the history root too. */
export const taxKeys = {
  all: [...QUERY_ROOTS.history, 'tax'] as const,
  years: () => [...taxKeys.all, 'years'] as const,
  summary: (financialYear: number) => [...taxKeys.all, 'summary', financialYear] as const,
};

/** The listed assets (the asset filter's options): this remote's own key, not another's shape. */
export const assetKeys = {
  all: ['mf-history', 'assets'] as const,
  list: () => [...assetKeys.all, 'list'] as const,
};
