import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  apiClient,
  historyGroupPageSchema,
  historyKeys,
  type HistoryGroupPage,
} from '@wattle/shared';
import { filtersToSearch, type HistoryFilters } from '../lib/history-filters';

/** Groups per page while scrolling: a screenful or two. */
export const HISTORY_PAGE_SIZE = 50;

/** `GET /transaction/history` with `cursor` for the page after `cursor`. */
export function fetchHistoryPage(
  filters: HistoryFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
): Promise<HistoryGroupPage> {
  const search = filtersToSearch(filters);
  search.set('limit', String(limit));
  if (cursor) search.set('cursor', cursor);
  return apiClient.get(`/transaction/history?${search.toString()}`, historyGroupPageSchema, {
    signal,
  });
}

export function historyQueryOptions(filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: historyKeys.groupList(filtersToSearch(filters).toString()),
    queryFn: ({ pageParam, signal }) =>
      fetchHistoryPage(filters, pageParam, HISTORY_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The customer's history, grouped, one page at a time as they scroll. */
export function useHistory(filters: HistoryFilters) {
  return useInfiniteQuery(historyQueryOptions(filters));
}

/** Every group of the current view, for the CSV export: the pages after those on screen too. */
export async function fetchWholeView(filters: HistoryFilters): Promise<HistoryGroupPage['groups']> {
  const groups: HistoryGroupPage['groups'] = [];
  let cursor: string | null = null;
  do {
    const page: HistoryGroupPage = await fetchHistoryPage(filters, cursor, 200);
    groups.push(...page.groups);
    cursor = page.nextCursor;
  } while (cursor);
  return groups;
}
