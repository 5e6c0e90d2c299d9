import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  errorMessage,
  preferencesSchema,
  showToast,
  type Preferences,
} from '@wattle/shared';
import { preferenceKeys } from '@/lib/query-keys';

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: preferenceKeys.all,
    queryFn: ({ signal }) => apiClient.get('/user/preferences', preferencesSchema, { signal }),
  });
}

/** `GET /user/preferences`: view mode and which notifications also go by e-mail. */
export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

export function patchPreferences(update: Partial<Preferences>) {
  return apiClient.patch('/user/preferences', update, preferencesSchema);
}

/** `PATCH /user/preferences`, shown at once and put back if the server says no. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchPreferences,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: preferenceKeys.all });
      const previous = queryClient.getQueryData<Preferences>(preferenceKeys.all);
      if (previous) queryClient.setQueryData(preferenceKeys.all, { ...previous, ...update });
      return { previous };
    },
    onError: (error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(preferenceKeys.all, context.previous);
      showToast('error', errorMessage(error));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(preferenceKeys.all, saved);
      showToast('success', 'Preferences saved');
    },
  });
}
