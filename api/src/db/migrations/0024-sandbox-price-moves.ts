import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Sandbox price moves: the sandbox market's walk nudged by a factor per coin, so a developer,
 * a journey or a bench can make a price cross an order's limit or an alert's level on demand,
 * as the sandbox already makes deposits arrive. Kept in the database so every API instance
 * quotes the same moved price (each reads the moves on its price-tick poll), and a restart
 * keeps them. `revision` changes with every move, so a quote cache keyed by it is never stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create sequence sandbox_price_move_revisions`,
    `create table sandbox_price_moves (
      asset_id text primary key references assets (asset_id),
      factor numeric not null check (factor > 0),
      revision bigint not null default nextval('sandbox_price_move_revisions'),
      moved_at timestamptz not null default now()
    )`,
  ]);
}
