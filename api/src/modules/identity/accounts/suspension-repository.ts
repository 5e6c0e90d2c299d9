import type { PermissionType } from '@wattle/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { forgetUserSessions } from '../session-cache.js';

/** What is suspended now, with who suspended it. */
export function activeSuspensions(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('permission_suspensions')
    .innerJoin('users as actor', 'actor.user_id', 'permission_suspensions.suspended_by')
    .selectAll('permission_suspensions')
    .select('actor.email as suspended_by_email')
    .where('permission_suspensions.user_id', '=', userId)
    .where('permission_suspensions.lifted_at', 'is', null)
    .orderBy('permission_suspensions.created_at', 'desc')
    .execute();
}

/** Undefined when that permission is already suspended (the partial unique index says so). */
export async function suspend(
  db: Kysely<Database>,
  input: { userId: string; permission: PermissionType; reason: string; actorId: string },
) {
  const suspension = await db
    .insertInto('permission_suspensions')
    .values({
      user_id: input.userId,
      permission: input.permission,
      reason: input.reason,
      suspended_by: input.actorId,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'permission']).where('lifted_at', 'is', null).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  forgetUserSessions({ userId: input.userId });
  return suspension;
}

/** Undefined when that permission was not suspended. */
export async function lift(
  db: Kysely<Database>,
  input: { userId: string; permission: PermissionType; reason: string; actorId: string },
) {
  const lifted = await db
    .updateTable('permission_suspensions')
    .set({ lifted_at: new Date(), lifted_by: input.actorId, lift_reason: input.reason })
    .where('user_id', '=', input.userId)
    .where('permission', '=', input.permission)
    .where('lifted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  forgetUserSessions({ userId: input.userId });
  return lifted;
}
