import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/** People, their sessions, the assets Wattle lists, and notifications. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table users (
      user_id uuid primary key default gen_random_uuid(),
      email text not null,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      preferred_name text,
      role text not null default 'user'
        check (role in ('user', 'support_lv1', 'support_lv2', 'admin')),
      status text not null default 'active' check (status in ('active', 'closed')),
      email_verified boolean not null default false,
      phone_number text,
      phone_verified boolean not null default false,
      documents_verified boolean not null default false,
      pep_status text not null default 'not_checked'
        check (pep_status in ('not_checked', 'found', 'not_found', 'overridden')),
      two_factor_secret text,
      two_factor_enabled boolean not null default false,
      referral_code text not null unique,
      referred_by uuid references users (user_id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create unique index users_email_key on users (lower(email))`,
    `create table sessions (
      session_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      kind text not null check (kind in ('customer', 'staff')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip text,
      user_agent text
    )`,
    `create index sessions_user_idx on sessions (user_id)`,
    `create table assets (
      asset_id text primary key,
      symbol text not null unique,
      name text not null,
      slug text not null unique,
      chain text not null,
      decimals integer not null check (decimals >= 0),
      precision integer not null check (precision >= decimals),
      type text not null check (type in ('address', 'fiat', 'tag', 'utxo')),
      enabled boolean not null default true,
      deposit_enabled boolean not null default true,
      withdraw_enabled boolean not null default true,
      buy_enabled boolean not null default true,
      sell_enabled boolean not null default true,
      buy_trade_minimum numeric(78, 0) check (buy_trade_minimum >= 0),
      buy_trade_maximum numeric(78, 0) check (buy_trade_maximum >= buy_trade_minimum),
      sell_trade_minimum numeric(78, 0) check (sell_trade_minimum >= 0),
      sell_trade_maximum numeric(78, 0) check (sell_trade_maximum >= sell_trade_minimum),
      withdraw_minimum numeric(78, 0) not null default 0 check (withdraw_minimum >= 0),
      withdraw_fee numeric(78, 0) not null default 0 check (withdraw_fee >= 0),
      sort_order integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create table notifications (
      notification_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      title text not null,
      message text not null,
      type text not null check (type in ('error', 'info', 'success', 'warning')),
      read_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    `create index notifications_user_idx on notifications (user_id, created_at desc)`,
  ]);
}
