import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, FrontEndLoadsTable } from '../../db/schema.js';

export function insertLoads(db: Kysely<Database>, loads: Insertable<FrontEndLoadsTable>[]) {
  return db.insertInto('front_end_loads').values(loads).execute();
}

/** Per remote since `since`: loads, failures by stage, adapted loads, and load-time percentiles. */
export async function loadStatsSince(db: Kysely<Database>, since: Date) {
  const { rows } = await sql<{
    remote: FrontEndLoadsTable['remote'];
    loads: number;
    failures: number;
    manifest: number;
    entry: number;
    compatibility: number;
    module: number;
    adapted: number;
    p50: number | null;
    p95: number | null;
  }>`
    select remote,
      count(*)::int as loads,
      (count(*) filter (where outcome = 'failed'))::int as failures,
      (count(*) filter (where stage = 'manifest'))::int as manifest,
      (count(*) filter (where stage = 'entry'))::int as entry,
      (count(*) filter (where stage = 'compatibility'))::int as compatibility,
      (count(*) filter (where stage = 'module'))::int as module,
      (count(*) filter (where adapted))::int as adapted,
      round(percentile_cont(0.5) within group (order by duration_ms)
        filter (where outcome = 'loaded'))::int as p50,
      round(percentile_cont(0.95) within group (order by duration_ms)
        filter (where outcome = 'loaded'))::int as p95
    from front_end_loads
    where recorded_at >= ${since}
    group by remote
  `.execute(db);
  return rows;
}

/** The release each environment's shells loaded last, per remote (loaded loads only). */
export function latestVersions(db: Kysely<Database>) {
  return db
    .selectFrom('front_end_loads')
    .distinctOn(['environment', 'remote'])
    .select(['environment', 'remote', 'version', 'recorded_at'])
    .where('outcome', '=', 'loaded')
    .orderBy('environment')
    .orderBy('remote')
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function deleteLoadsBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('front_end_loads')
    .where('recorded_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
