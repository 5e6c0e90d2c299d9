import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Live chat answered by the support console: one thread per customer, kept on their record.
 * `chat_threads` remembers how far each side has read; `chat_messages` is append-only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table chat_threads (
      user_id uuid primary key references users (user_id),
      customer_read_at timestamptz,
      staff_read_at timestamptz,
      last_message_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    )`,
    `create index chat_threads_last_message_idx on chat_threads (last_message_at desc)`,
    `create table chat_messages (
      message_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references chat_threads (user_id),
      author_id uuid not null references users (user_id),
      from_staff boolean not null,
      body text not null check (length(body) between 1 and 2000),
      created_at timestamptz not null default now()
    )`,
    `create index chat_messages_thread_idx on chat_messages (user_id, created_at)`,
  ]);
}
