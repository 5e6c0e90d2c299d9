import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../api/api-client.js';
import { errorMessage } from '../api/api-error.js';
import {
  priceAlertListSchema,
  priceAlertSchema,
  watchlistSchema,
  type PriceAlertRequest,
  type Watchlist,
} from '../contracts/alerts.js';
import { useLiveToken } from '../session/use-session.js';
import { showToast } from '../toast/toast.js';
import { alertKeys, watchlistKeys } from './query-keys.js';

export function getPriceAlerts(signal?: AbortSignal) {
  return apiClient.get('/user/alerts', priceAlertListSchema, { signal });
}

/** `GET /user/alerts`: the customer's price alerts; the realtime `alerts` topic refreshes it. */
export function priceAlertsQueryOptions() {
  return queryOptions({
    queryKey: alertKeys.list(),
    queryFn: ({ signal }) => getPriceAlerts(signal),
  });
}

export function usePriceAlerts() {
  return useQuery(priceAlertsQueryOptions());
}

/** `POST /user/alerts`, or `PUT /user/alerts/:alertId` with `alertId`: sets an alert. */
export function savePriceAlert({
  alertId,
  ...request
}: PriceAlertRequest & { alertId?: string | undefined }) {
  return alertId
    ? apiClient.put(`/user/alerts/${encodeURIComponent(alertId)}`, request, priceAlertSchema)
    : apiClient.post('/user/alerts', request, priceAlertSchema);
}

export function useSavePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

const deletedSchema = z.object({ deleted: z.literal(true) });

export function deletePriceAlert(alertId: string) {
  return apiClient.delete(`/user/alerts/${encodeURIComponent(alertId)}`, deletedSchema);
}

export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function getWatchlist(signal?: AbortSignal) {
  return apiClient.get('/user/watchlist', watchlistSchema, { signal });
}

/** `GET /user/watchlist`: the coins the customer starred, first starred first. */
export function watchlistQueryOptions() {
  return queryOptions({
    queryKey: watchlistKeys.all,
    queryFn: ({ signal }) => getWatchlist(signal),
    staleTime: 5 * 60_000,
  });
}

/** The starred coins' upper-case symbols; empty for a visitor, and until they arrive. */
export function useWatchlist(): readonly string[] {
  const signedIn = useLiveToken() !== null;
  return useQuery({ ...watchlistQueryOptions(), enabled: signedIn }).data?.assets ?? EMPTY;
}
const EMPTY: readonly string[] = [];

export function setStarred({ symbol, starred }: { symbol: string; starred: boolean }) {
  const path = `/user/watchlist/${encodeURIComponent(symbol)}`;
  return starred
    ? apiClient.put(path, {}, watchlistSchema)
    : apiClient.delete(path, watchlistSchema);
}

/** Stars or unstars a coin, shown at once and put back if the server says no. */
export function useSetStarred() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStarred,
    onMutate: async ({ symbol, starred }) => {
      await queryClient.cancelQueries({ queryKey: watchlistKeys.all });
      const previous = queryClient.getQueryData<Watchlist>(watchlistKeys.all);
      const others = (previous?.assets ?? []).filter((kept) => kept !== symbol);
      queryClient.setQueryData<Watchlist>(watchlistKeys.all, {
        assets: starred ? [...others, symbol] : others,
      });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(watchlistKeys.all, context.previous);
      showToast('error', errorMessage(error));
    },
    onSuccess: (saved) => queryClient.setQueryData(watchlistKeys.all, saved),
  });
}
