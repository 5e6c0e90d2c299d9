import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LedgerAccountKind } from '../../db/schema.js';

export type SystemAccountKind = Exclude<
  LedgerAccountKind,
  'customer' | 'deposit_hold' | 'order_hold'
>;
type Executor = Db;

// System accounts never change once made: remember their ids per database.
const systemAccountIds = new WeakMap<object, Map<string, string>>();

function findSystemAccount(db: Executor, kind: SystemAccountKind, assetId: string) {
  return db
    .selectFrom('ledger_accounts')
    .select('account_id')
    .where('kind', '=', kind)
    .where('asset_id', '=', assetId)
    .executeTakeFirst();
}

/**
 * Wattle's own account of a kind for an asset (house inventory, fees, the bank, the chain).
 * Only an id read back without opening it is remembered: one opened inside a transaction
 * that later rolls back must not outlive it.
 */
export async function systemAccount(
  db: Executor,
  kind: SystemAccountKind,
  assetId: string,
): Promise<string> {
  const cache = systemAccountIds.get(db) ?? new Map<string, string>();
  systemAccountIds.set(db, cache);
  const key = `${kind}:${assetId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const existing = await findSystemAccount(db, kind, assetId);
  if (existing) {
    cache.set(key, existing.account_id);
    return existing.account_id;
  }
  await db
    .insertInto('ledger_accounts')
    .values({ kind, asset_id: assetId, user_id: null, balance: null })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'asset_id'])
        .where('kind', '<>', 'customer')
        .where('kind', '<>', 'deposit_hold')
        .where('kind', '<>', 'order_hold')
        .doNothing(),
    )
    .execute();
  const opened = await findSystemAccount(db, kind, assetId);
  if (!opened) throw new Error(`Could not open the ${kind} account for ${assetId}`);
  return opened.account_id;
}

/** The customer's account for each asset, opened on first use; usually one round trip. */
export async function customerAccounts(
  db: Executor,
  userId: string,
  assetIds: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(assetIds)];
  const rows = await sql<{ account_id: string; asset_id: string }>`
    with opened as (
      insert into ledger_accounts (kind, user_id, asset_id, balance)
      select 'customer', ${userId}::uuid, asset_id, 0 from unnest(${unique}::text[]) as asset_id
      on conflict (user_id, asset_id) where kind = 'customer' do nothing
      returning account_id, asset_id
    )
    select account_id, asset_id from opened
    union all
    select account_id, asset_id from ledger_accounts
      where kind = 'customer' and user_id = ${userId}::uuid and asset_id = any(${unique}::text[])
  `.execute(db);
  const accounts = new Map(rows.rows.map((row) => [row.asset_id, row.account_id]));
  const missing = unique.filter((assetId) => !accounts.has(assetId));
  if (missing.length > 0) {
    // Another transaction opened it while ours waited on the unique index: the statement's
    // snapshot predates that commit, a new statement sees it.
    const opened = await db
      .selectFrom('ledger_accounts')
      .select(['account_id', 'asset_id'])
      .where('kind', '=', 'customer')
      .where('user_id', '=', userId)
      .where('asset_id', 'in', missing)
      .execute();
    for (const row of opened) accounts.set(row.asset_id, row.account_id);
  }
  return accounts;
}

/**
 * The customer's hold for an asset, opened on first use: where a deposit Wattle may not
 * credit yet waits (migration 0020).
 */
export function holdAccount(db: Executor, userId: string, assetId: string): Promise<string> {
  return customerHold(db, 'deposit_hold', userId, assetId);
}

/**
 * The customer's order hold for an asset, opened on first use: what their open orders will
 * spend, out of their balance until the order fills or ends (migration 0025).
 */
export function orderHoldAccount(db: Executor, userId: string, assetId: string): Promise<string> {
  return customerHold(db, 'order_hold', userId, assetId);
}

export type HoldAccountKind = 'deposit_hold' | 'order_hold';

/** The customer's hold account of a kind for an asset, for the caller to select from. */
export function customerHoldAccount(
  db: Executor,
  kind: HoldAccountKind,
  userId: string,
  assetId: string,
) {
  return db
    .selectFrom('ledger_accounts')
    .where('kind', '=', kind)
    .where('user_id', '=', userId)
    .where('asset_id', '=', assetId);
}

async function customerHold(
  db: Executor,
  kind: HoldAccountKind,
  userId: string,
  assetId: string,
): Promise<string> {
  await db
    .insertInto('ledger_accounts')
    .values({ kind, user_id: userId, asset_id: assetId, balance: '0' })
    .onConflict((oc) => oc.columns(['user_id', 'asset_id']).where('kind', '=', kind).doNothing())
    .execute();
  const row = await customerHoldAccount(db, kind, userId, assetId)
    .select('account_id')
    .executeTakeFirstOrThrow();
  return row.account_id;
}
