import type { Db } from '../../../db/database.js';
import type { SecurityChangesTable } from '../../../db/schema.js';

type ChangeKind = SecurityChangesTable['kind'];

/** The admin's setting: how long a security hold lasts. */
export async function selectHoldHours(db: Db): Promise<number> {
  const row = await db
    .selectFrom('trade_settings')
    .select('security_hold_hours')
    .executeTakeFirstOrThrow();
  return row.security_hold_hours;
}

export async function insertSecurityChange(
  db: Db,
  change: { userId: string; kind: ChangeKind; holdUntil: Date; notifyEmail: string | null },
): Promise<void> {
  await db
    .insertInto('security_changes')
    .values({
      user_id: change.userId,
      kind: change.kind,
      hold_until: change.holdUntil,
      notify_email: change.notifyEmail,
    })
    .execute();
}

/** The hold that ends last among those still in force, if any. */
export function selectCurrentHold(db: Db, userId: string, now: Date) {
  return db
    .selectFrom('security_changes')
    .select(['kind', 'hold_until'])
    .where('user_id', '=', userId)
    .where('hold_until', '>', now)
    .orderBy('hold_until', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Changes whose e-mail has not gone yet, oldest first, with the owner's address; locked so two
 * API instances never send the same one.
 */
export function lockUnsentChanges(db: Db, limit: number) {
  return db
    .selectFrom('security_changes')
    .innerJoin('users', 'users.user_id', 'security_changes.user_id')
    .select([
      'security_changes.change_id',
      'security_changes.kind',
      'security_changes.hold_until',
      'security_changes.notify_email',
      'users.email',
    ])
    .where('security_changes.notified_at', 'is', null)
    .orderBy('security_changes.changed_at')
    .limit(limit)
    .forUpdate('security_changes')
    .skipLocked()
    .execute();
}

export async function markNotified(db: Db, changeId: string, lockTokenHash: string) {
  await db
    .updateTable('security_changes')
    .set({ notified_at: new Date(), lock_token_hash: lockTokenHash })
    .where('change_id', '=', changeId)
    .execute();
}

/** Spends a lock link once, if it is still unused and was sent after `sentAfter`. */
export function spendLockToken(db: Db, tokenHash: string, sentAfter: Date) {
  return db
    .updateTable('security_changes')
    .set({ lock_used_at: new Date() })
    .where('lock_token_hash', '=', tokenHash)
    .where('lock_used_at', 'is', null)
    .where('notified_at', '>', sentAfter)
    .returning(['user_id', 'kind'])
    .executeTakeFirst();
}
