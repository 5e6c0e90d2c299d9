import type { Preferences } from '@wattle/shared';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';

export type ViewMode = Preferences['viewMode'];

/** Simple or advanced: simple until the customer's saved choice says otherwise. */
export function useViewMode() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const mode: ViewMode = preferences.data?.viewMode ?? 'simple';
  return {
    mode,
    advanced: mode === 'advanced',
    loaded: preferences.isSuccess,
    setMode: (viewMode: ViewMode) => update.mutate({ viewMode }),
  };
}
