import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Each remote load a shell measured (docs/product/front-end-health.md): the remote, the
 * release it loaded, the environment, the outcome and the stage a failure stopped at. No
 * person, address or page is kept, so the rows need no scoping to anyone. The index serves
 * the console's last hour and the pruning of old rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table front_end_loads (
      id bigserial primary key,
      recorded_at timestamptz not null default now(),
      environment text not null check (environment in ('development', 'staging', 'production')),
      remote text not null check (remote in ('marketing', 'trading', 'account', 'history')),
      version text,
      outcome text not null check (outcome in ('loaded', 'failed')),
      stage text check (stage in ('manifest', 'entry', 'compatibility', 'module')),
      duration_ms integer not null check (duration_ms >= 0),
      adapted boolean not null default false,
      check ((outcome = 'failed') = (stage is not null))
    )`,
    `create index front_end_loads_recorded_at on front_end_loads (recorded_at)`,
  ]);
}
