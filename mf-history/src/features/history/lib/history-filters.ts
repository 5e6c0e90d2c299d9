import { HISTORY_GROUP_KINDS, type HistoryGroupKind } from '@wattle/shared';

/** The list's filters, as they live in the URL (`?type=buy&asset=BTC&from=…&to=…`). */
export interface HistoryFilters {
  type?: HistoryGroupKind;
  asset?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isKind = (value: string): value is HistoryGroupKind =>
  (HISTORY_GROUP_KINDS as readonly string[]).includes(value);

/** Reads the filters from the URL, dropping anything that is not a valid value. */
export function filtersFromSearch(search: URLSearchParams): HistoryFilters {
  const filters: HistoryFilters = {};
  const type = search.get('type');
  if (type && isKind(type)) filters.type = type;
  const asset = search.get('asset');
  if (asset && /^[A-Za-z0-9]{1,12}$/.test(asset)) filters.asset = asset.toUpperCase();
  const from = search.get('from');
  if (from && DAY.test(from)) filters.from = from;
  const to = search.get('to');
  if (to && DAY.test(to)) filters.to = to;
  return filters;
}

/** The filters as query parameters, in a stable order (the API's query and the page's URL). */
export function filtersToSearch(filters: HistoryFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.type) search.set('type', filters.type);
  if (filters.asset) search.set('asset', filters.asset);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  return search;
}

export const hasFilters = (filters: HistoryFilters) => filtersToSearch(filters).size > 0;
