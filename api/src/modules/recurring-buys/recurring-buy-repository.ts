import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RecurringBuysTable } from '../../db/schema.js';

export type PlanRow = Selectable<RecurringBuysTable>;

export function insertPlan(db: Db, plan: Insertable<RecurringBuysTable>) {
  return db.insertInto('recurring_buys').values(plan).returningAll().executeTakeFirstOrThrow();
}

export function findPlan(db: Db, userId: string, planId: string) {
  return db
    .selectFrom('recurring_buys')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's plans that are not cancelled, newest first. */
export function listLivePlans(db: Db, userId: string) {
  return db
    .selectFrom('recurring_buys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '<>', 'cancelled')
    .orderBy('created_at', 'desc')
    .execute();
}

export function updatePlanColumns(db: Db, planId: string, changes: Updateable<RecurringBuysTable>) {
  return db
    .updateTable('recurring_buys')
    .set(changes)
    .where('plan_id', '=', planId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Plans due at `now`, earliest first: candidates for `claimPlanRun`, not yet claimed. */
export function listDuePlans(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('recurring_buys')
    .select(['plan_id', 'next_run_at', 'frequency'])
    .where('status', '=', 'active')
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(limit)
    .$narrowType<{ next_run_at: Date }>()
    .execute();
}

/**
 * Claims the run of a plan due at `due` and moves its next run to `nextRun`, in one statement:
 * the claim is the move. It updates only a plan still active and still due at `due`, so of
 * any number of instances that saw the same run, one claims it; the others find `next_run_at`
 * moved (on PostgreSQL they wait for the first one's row lock, then read its committed row)
 * and get nothing. Compared to the millisecond, the precision `due` was read back with.
 */
export async function claimPlanRun(
  db: Db,
  run: { planId: string; due: Date; nextRun: Date; now: Date },
): Promise<PlanRow | undefined> {
  const claimed = await sql<PlanRow>`
    update recurring_buys
    set last_run_at = ${run.now}, next_run_at = ${run.nextRun}, updated_at = ${run.now}
    where plan_id = ${run.planId} and status = 'active'
      and date_trunc('milliseconds', next_run_at) = ${run.due}
    returning *
  `.execute(db);
  return claimed.rows[0];
}
