import type {
  EmailNotificationKind,
  EmailNotifications,
  EmailNotificationsUpdate,
  Preferences,
  PreferencesUpdate,
} from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  findEmailNotifications,
  findPreferences,
  saveEmailNotifications,
  savePreferences,
  selectEmailRecipient,
  type StoredPreferences,
} from './preference-repository.js';

/** A person's settings; what they never chose reads as the default (simple view, no 1-Click). */
export async function readPreferences(deps: ServiceDeps, userId: string): Promise<Preferences> {
  const stored = await findPreferences(deps.db, userId);
  return {
    viewMode: stored?.view_mode ?? 'simple',
    oneClickBuy: stored?.one_click_buy ?? false,
    oneClickConfirmed: Boolean(stored?.one_click_confirmed_at),
  };
}

/**
 * Saves what changed. Turning 1-Click buy on the first time needs the customer's confirmation
 * (`confirmOneClick`), which is remembered: a 409 otherwise, and nothing saved.
 */
export async function updatePreferences(
  deps: ServiceDeps,
  { userId, update }: { userId: string; update: PreferencesUpdate },
): Promise<Preferences> {
  const current = await readPreferences(deps, userId);
  const changes: Partial<StoredPreferences> = {};
  if (update.viewMode) changes.view_mode = update.viewMode;
  if (update.oneClickBuy !== undefined) changes.one_click_buy = update.oneClickBuy;
  if (update.oneClickBuy === true && !current.oneClickConfirmed) {
    if (!update.confirmOneClick) {
      throw conflict(
        'Confirm that 1-Click buy places an order at once, without a review step.',
        'OneClickNotConfirmed',
      );
    }
    changes.one_click_confirmed_at = new Date();
  }
  if (Object.keys(changes).length > 0) await savePreferences(deps.db, userId, changes);
  return readPreferences(deps, userId);
}

/** Whether the customer turned 1-Click buy on: a 1-Click order is refused otherwise. */
export async function oneClickBuyOn(db: Db, userId: string): Promise<boolean> {
  return (await findPreferences(db, userId))?.one_click_buy ?? false;
}

/** Money movements are e-mailed unless the customer turns them off; the rest on request. */
const DEFAULT_EMAILS: EmailNotifications = {
  verification: false,
  deposits: true,
  withdrawals: true,
  accounts: false,
};

/** Which notifications also go by e-mail; the defaults until the customer chooses. */
export async function readEmailNotifications(
  deps: ServiceDeps,
  userId: string,
): Promise<EmailNotifications> {
  return (await findEmailNotifications(deps.db, userId)) ?? DEFAULT_EMAILS;
}

export async function updateEmailNotifications(
  deps: ServiceDeps,
  { userId, update }: { userId: string; update: EmailNotificationsUpdate },
): Promise<EmailNotifications> {
  await saveEmailNotifications(deps.db, userId, update);
  return readEmailNotifications(deps, userId);
}

/** The address to e-mail a notification of `kind` to, when it goes by e-mail; else null. */
export function emailRecipientFor(
  db: Db,
  userId: string,
  kind: EmailNotificationKind,
): Promise<string | null> {
  return selectEmailRecipient(db, userId, kind, DEFAULT_EMAILS[kind]);
}
