import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Which notifications a customer also wants by e-mail, one flag per kind. All off until they
 * opt in: a notification is always in the bell and pushed; the e-mail is extra.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table notification_email_preferences (
      user_id uuid primary key references users (user_id),
      verification boolean not null default false,
      deposits boolean not null default false,
      withdrawals boolean not null default false,
      accounts boolean not null default false,
      updated_at timestamptz not null default now()
    )`,
  ]);
}
