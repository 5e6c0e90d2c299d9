import type { Preferences, preferencesUpdateSchema } from '@wattle/shared/contracts';
import type { z } from 'zod';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { findViewMode, saveViewMode } from './preference-repository.js';

/** A person's settings; what they never chose reads as the default (the simple view). */
export async function readPreferences(deps: ServiceDeps, userId: string): Promise<Preferences> {
  return { viewMode: (await findViewMode(deps.db, userId)) ?? 'simple' };
}

export async function updatePreferences(
  deps: ServiceDeps,
  { userId, update }: { userId: string; update: z.infer<typeof preferencesUpdateSchema> },
): Promise<Preferences> {
  if (update.viewMode) await saveViewMode(deps.db, userId, update.viewMode);
  return readPreferences(deps, userId);
}
