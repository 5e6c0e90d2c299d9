import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { TwoFactorResetRequestsTable } from '../../../db/schema.js';

/**
 * Files a request; undefined when the account already has one waiting (the partial unique
 * index decides, so two requests at once file one).
 */
export async function insertResetRequest(
  db: Db,
  row: Insertable<TwoFactorResetRequestsTable>,
): Promise<{ request_id: string; created_at: Date } | undefined> {
  return db
    .insertInto('two_factor_reset_requests')
    .values(row)
    .onConflict((oc) => oc.column('user_id').where('status', '=', 'pending').doNothing())
    .returning(['request_id', 'created_at'])
    .executeTakeFirst();
}

/** Requests for support, waiting ones first, then the most recent decided. */
export function listResetRequests(db: Db, limit: number) {
  return db
    .selectFrom('two_factor_reset_requests as r')
    .innerJoin('users as u', 'u.user_id', 'r.user_id')
    .leftJoin('users as staff', 'staff.user_id', 'r.decided_by')
    .selectAll('r')
    .select([
      'u.email',
      sql<string>`u.first_name || ' ' || u.last_name`.as('name'),
      'staff.email as decided_by_email',
    ])
    .orderBy(sql`r.status = 'pending'`, 'desc')
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .execute();
}

export function findResetRequestForUpdate(db: Db, requestId: string) {
  return db
    .selectFrom('two_factor_reset_requests')
    .selectAll()
    .where('request_id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
}

/** Decides a waiting request; false when it was decided already. */
export async function decideResetRequest(
  db: Db,
  requestId: string,
  decision: { status: 'approved' | 'declined'; decidedBy: string; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_reset_requests')
    .set({
      status: decision.status,
      decided_at: new Date(),
      decided_by: decision.decidedBy,
      decision_reason: decision.reason,
    })
    .where('request_id', '=', requestId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
