import type { EmailNotificationKind, EmailNotifications } from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import type { EnumOf } from '../../db/enums.js';

type ViewMode = EnumOf<'user_preferences', 'view_mode'>;

export interface StoredPreferences {
  view_mode: ViewMode;
  one_click_buy: boolean;
  one_click_confirmed_at: Date | null;
}

export async function findPreferences(
  db: Db,
  userId: string,
): Promise<StoredPreferences | undefined> {
  return db
    .selectFrom('user_preferences')
    .select(['view_mode', 'one_click_buy', 'one_click_confirmed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function savePreferences(
  db: Db,
  userId: string,
  update: Partial<StoredPreferences>,
): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, ...update })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...update, updated_at: new Date() }))
    .execute();
}

const EMAIL_KINDS = ['verification', 'deposits', 'withdrawals', 'accounts'] as const;

/** The customer's e-mail choices, or undefined when they never chose (the defaults). */
export async function findEmailNotifications(
  db: Db,
  userId: string,
): Promise<EmailNotifications | undefined> {
  return db
    .selectFrom('notification_email_preferences')
    .select(EMAIL_KINDS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveEmailNotifications(
  db: Db,
  userId: string,
  update: Partial<EmailNotifications>,
): Promise<void> {
  await db
    .insertInto('notification_email_preferences')
    .values({ user_id: userId, ...update })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...update, updated_at: new Date() }))
    .execute();
}

/**
 * The address to e-mail a notification of `kind` to, when it goes by e-mail: the owner's
 * choice, or the kind's default when they never chose; else null.
 */
export async function selectEmailRecipient(
  db: Db,
  userId: string,
  kind: EmailNotificationKind,
  byDefault: boolean,
): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin(
      'notification_email_preferences',
      'notification_email_preferences.user_id',
      'users.user_id',
    )
    .select(['users.email', `notification_email_preferences.${kind} as chosen`])
    .where('users.user_id', '=', userId)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  return (row.chosen ?? byDefault) ? row.email : null;
}
