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

/**
 * Claims the earliest plan due at `now`, marking it run: at most one instance gets each plan
 * (the row is skipped while another holds it).
 */
export async function claimEarliestDuePlan(db: Db, now: Date): Promise<PlanRow | undefined> {
  const due = await sql<PlanRow>`
    update recurring_buys set last_run_at = ${now}, updated_at = ${now}
    where plan_id = (
      select plan_id from recurring_buys
      where status = 'active' and next_run_at <= ${now}
      order by next_run_at limit 1
      for update skip locked
    )
    returning *
  `.execute(db);
  return due.rows[0];
}
