import { useQuery } from '@tanstack/react-query';
import { preferencesQueryOptions, useUpdatePreferences, type Preferences } from '@wattle/shared';

export type ViewMode = Preferences['viewMode'];

/** Simple or advanced: simple until the customer's saved choice says otherwise. */
export function useViewMode() {
  const preferences = useQuery(preferencesQueryOptions());
  const update = useUpdatePreferences();
  const mode: ViewMode = preferences.data?.viewMode ?? 'simple';
  return {
    mode,
    advanced: mode === 'advanced',
    loaded: preferences.isSuccess,
    setMode: (viewMode: ViewMode) => update.mutate({ viewMode }),
  };
}
