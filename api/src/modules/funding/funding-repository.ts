import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  DepositAccountsTable,
  DepositAddressesTable,
  WithdrawAccountsTable,
} from '../../db/schema.js';
import type { AssetRow } from '../assets/index.js';

export type DepositAccountRow = Selectable<DepositAccountsTable>;
export type WithdrawAccountRow = Selectable<WithdrawAccountsTable>;
export type DepositAddressRow = Selectable<DepositAddressesTable>;

/** An asset named by its symbol or id, in any case ('BTC', 'btc'). */
export function findAssetByCode(db: Db, code: string): Promise<AssetRow | undefined> {
  const lower = code.trim().toLowerCase();
  return db
    .selectFrom('assets')
    .selectAll()
    .where((eb) => eb.or([eb('asset_id', '=', lower), eb(eb.fn('lower', ['symbol']), '=', lower)]))
    .orderBy('asset_id')
    .executeTakeFirst();
}

export function findDepositAccount(db: Db, userId: string) {
  return db
    .selectFrom('deposit_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Undefined when the customer already has deposit details (made by a request in parallel). */
export function insertDepositAccount(db: Db, account: Insertable<DepositAccountsTable>) {
  return db
    .insertInto('deposit_accounts')
    .values(account)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Whose deposit details a payment names: by reference or by PayID. */
export function findDepositAccountBy(db: Db, by: { reference?: string; payId?: string }) {
  let query = db.selectFrom('deposit_accounts').selectAll();
  if (by.reference) query = query.where('reference', '=', by.reference.trim().toUpperCase());
  if (by.payId) query = query.where('pay_id', '=', by.payId.trim().toLowerCase());
  return query.executeTakeFirst();
}

export function activeWithdrawAccount(db: Db, userId: string) {
  return db
    .selectFrom('withdraw_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/**
 * The new account becomes the one AUD goes to; the old one stays on record as replaced. It
 * takes AUD `cooldownHours` after the database's now(), the same clock as `created_at` (a
 * time from Node, in whole milliseconds, can fall a few microseconds before it).
 */
export async function replaceWithdrawAccount(
  trx: Db,
  account: Omit<Insertable<WithdrawAccountsTable>, 'available_from'>,
  cooldownHours: number,
): Promise<WithdrawAccountRow> {
  const now = new Date();
  await trx
    .updateTable('withdraw_accounts')
    .set({ status: 'replaced', replaced_at: now })
    .where('user_id', '=', account.user_id)
    .where('status', '=', 'active')
    .execute();
  return trx
    .insertInto('withdraw_accounts')
    .values({
      ...account,
      available_from: sql<Date>`now() + make_interval(hours => ${cooldownHours})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findDepositAddress(db: Db, userId: string, assetId: string) {
  return db
    .selectFrom('deposit_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('asset_id', '=', assetId)
    .executeTakeFirst();
}

/** Undefined when the customer already has an address for the asset (a parallel request). */
export function insertDepositAddress(db: Db, address: Insertable<DepositAddressesTable>) {
  return db
    .insertInto('deposit_addresses')
    .values(address)
    .onConflict((oc) => oc.columns(['user_id', 'asset_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Whose deposit address (and tag) coins arrived at. */
export function findAddressOwner(db: Db, assetId: string, address: string, tag: string | null) {
  return db
    .selectFrom('deposit_addresses')
    .selectAll()
    .where('asset_id', '=', assetId)
    .where('address', '=', address)
    .where((eb) => (tag === null ? eb('tag', 'is', null) : eb('tag', '=', tag)))
    .executeTakeFirst();
}

/** Deposit details clash with another customer's: ask the provider for different ones. */
export const DEPOSIT_DETAIL_CONSTRAINTS = [
  'deposit_accounts_account_key',
  'deposit_accounts_reference_key',
  'deposit_accounts_pay_id_key',
  'deposit_addresses_destination_key',
];

/** Whether the customer still has an unread notification with this title. */
export async function hasUnreadNotification(
  db: Db,
  userId: string,
  title: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('notification_id')
    .where('user_id', '=', userId)
    .where('title', '=', title)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
