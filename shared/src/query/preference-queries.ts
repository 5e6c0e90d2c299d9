import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api/api-client.js';
import { errorMessage } from '../api/api-error.js';
import {
  preferencesSchema,
  type Preferences,
  type PreferencesUpdate,
} from '../contracts/preferences.js';
import { showToast } from '../toast/toast.js';
import { preferenceKeys } from './query-keys.js';

export function getPreferences(signal?: AbortSignal) {
  return apiClient.get('/user/preferences', preferencesSchema, { signal });
}

/**
 * `GET /user/preferences`: the view mode and whether 1-Click buy is on, kept per
 * person on the server. The trading remote's view switch and the account's preferences tab
 * read and write this one cache.
 */
export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: preferenceKeys.all,
    queryFn: ({ signal }) => getPreferences(signal),
    staleTime: 5 * 60_000,
  });
}

export function patchPreferences(update: PreferencesUpdate) {
  return apiClient.patch('/user/preferences', update, preferencesSchema);
}

/**
 * `PATCH /user/preferences`, shown at once and put back (with the API's message) if the
 * server says no; `savedMessage`, when given, is toasted once the server agrees.
 */
export function useUpdatePreferences({ savedMessage }: { savedMessage?: string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchPreferences,
    onMutate: async ({ confirmOneClick, ...shown }) => {
      await queryClient.cancelQueries({ queryKey: preferenceKeys.all });
      const previous = queryClient.getQueryData<Preferences>(preferenceKeys.all);
      const confirmed = confirmOneClick ? { oneClickConfirmed: true } : {};
      if (previous) {
        queryClient.setQueryData(preferenceKeys.all, { ...previous, ...shown, ...confirmed });
      }
      return { previous };
    },
    onError: (error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(preferenceKeys.all, context.previous);
      showToast('error', errorMessage(error));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(preferenceKeys.all, saved);
      if (savedMessage) showToast('success', savedMessage);
    },
  });
}
