import type { EmailNotificationKind, EmailNotifications } from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import type { EnumOf } from '../../db/enums.js';

type ViewMode = EnumOf<'user_preferences', 'view_mode'>;

export async function findViewMode(db: Db, userId: string): Promise<ViewMode | undefined> {
  const row = await db
    .selectFrom('user_preferences')
    .select('view_mode')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.view_mode;
}

export async function saveViewMode(db: Db, userId: string, viewMode: ViewMode): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, view_mode: viewMode })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ view_mode: viewMode, updated_at: new Date() }),
    )
    .execute();
}

const EMAIL_KINDS = ['verification', 'deposits', 'withdrawals', 'accounts'] as const;

/** The customer's e-mail choices, or undefined when they never chose (all off). */
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

/** The address to e-mail a notification of `kind` to, when its owner opted in; else null. */
export async function selectEmailRecipient(
  db: Db,
  userId: string,
  kind: EmailNotificationKind,
): Promise<string | null> {
  const row = await db
    .selectFrom('notification_email_preferences')
    .innerJoin('users', 'users.user_id', 'notification_email_preferences.user_id')
    .select('users.email')
    .where('notification_email_preferences.user_id', '=', userId)
    .where(`notification_email_preferences.${kind}`, '=', true)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return row?.email ?? null;
}
