import type {
  EmailNotificationKind,
  EmailNotifications,
  EmailNotificationsUpdate,
  Preferences,
  preferencesUpdateSchema,
} from '@wattle/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  findEmailNotifications,
  findViewMode,
  saveEmailNotifications,
  saveViewMode,
  selectEmailRecipient,
} from './preference-repository.js';

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

const NO_EMAILS: EmailNotifications = {
  verification: false,
  deposits: false,
  withdrawals: false,
  accounts: false,
};

/** Which notifications also go by e-mail; none until the customer opts in. */
export async function readEmailNotifications(
  deps: ServiceDeps,
  userId: string,
): Promise<EmailNotifications> {
  return (await findEmailNotifications(deps.db, userId)) ?? NO_EMAILS;
}

export async function updateEmailNotifications(
  deps: ServiceDeps,
  { userId, update }: { userId: string; update: EmailNotificationsUpdate },
): Promise<EmailNotifications> {
  await saveEmailNotifications(deps.db, userId, update);
  return readEmailNotifications(deps, userId);
}

/** The address to e-mail a notification of `kind` to, when its owner opted in; else null. */
export function emailRecipientFor(
  db: Db,
  userId: string,
  kind: EmailNotificationKind,
): Promise<string | null> {
  return selectEmailRecipient(db, userId, kind);
}
