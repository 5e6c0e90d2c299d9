import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Price alerts and the watchlist (docs/product/alerts-and-watchlist.md).
 *
 * An alert is `armed` while its condition does not hold: the price tick fires an armed alert
 * whose condition holds and disarms it in the same statement, and re-arms it only once the
 * condition stops holding, so one crossing is told once however many API instances look.
 * The partial index holds only the alerts still waiting, which is all a tick reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table price_alerts (
      alert_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      asset_id text not null references assets (asset_id),
      condition text not null check (condition in ('above', 'below', 'move')),
      price numeric check (price > 0),
      percent numeric check (percent > 0 and percent <= 100),
      repeat text not null check (repeat in ('once', 'every')),
      email boolean not null,
      active boolean not null default true,
      armed boolean not null default true,
      last_triggered_at timestamptz,
      created_at timestamptz not null default now(),
      check ((condition = 'move') = (percent is not null)),
      check ((condition = 'move') = (price is null))
    )`,
    `create index price_alerts_user_idx on price_alerts (user_id, created_at)`,
    `create index price_alerts_waiting_idx on price_alerts (asset_id) where active`,

    `create table watchlist_entries (
      user_id uuid not null references users (user_id),
      asset_id text not null references assets (asset_id),
      created_at timestamptz not null default now(),
      primary key (user_id, asset_id)
    )`,
  ]);
}
