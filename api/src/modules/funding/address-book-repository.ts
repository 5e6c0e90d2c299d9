import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WithdrawAddressesTable } from '../../db/schema.js';

export type SavedAddressRow = Selectable<WithdrawAddressesTable> & { symbol: string };

/** The customer's saved addresses, oldest first, with each coin's symbol. */
export function listSavedAddresses(db: Db, userId: string): Promise<SavedAddressRow[]> {
  return db
    .selectFrom('withdraw_addresses')
    .innerJoin('assets', 'assets.asset_id', 'withdraw_addresses.asset_id')
    .selectAll('withdraw_addresses')
    .select('assets.symbol')
    .where('withdraw_addresses.user_id', '=', userId)
    .orderBy('withdraw_addresses.created_at')
    .orderBy('withdraw_addresses.address_id')
    .execute();
}

export async function countSavedAddresses(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('withdraw_addresses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertSavedAddress(db: Db, row: Insertable<WithdrawAddressesTable>) {
  return db.insertInto('withdraw_addresses').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Deletes one of the customer's own saved addresses; false when there is none by that id. */
export async function deleteSavedAddress(
  db: Db,
  userId: string,
  addressId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('withdraw_addresses')
    .where('user_id', '=', userId)
    .where('address_id', '=', addressId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * A saved entry for this coin and address; with `tag` given (null for none) the tag must match
 * too, without it any tag does (an estimate names no tag yet).
 */
export function findSavedDestination(
  db: Db,
  destination: { userId: string; assetId: string; address: string; tag?: string | null },
) {
  let query = db
    .selectFrom('withdraw_addresses')
    .select('address_id')
    .where('user_id', '=', destination.userId)
    .where('asset_id', '=', destination.assetId)
    .where('address', '=', destination.address);
  if (destination.tag !== undefined) {
    const { tag } = destination;
    query = query.where((eb) => (tag === null ? eb('tag', 'is', null) : eb('tag', '=', tag)));
  }
  return query.executeTakeFirst();
}

/**
 * "Saved addresses only" as it stands now: on until `saved_only_off_at` when the customer has
 * asked to turn it off, off from then on.
 */
export async function findSavedOnly(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ savedOnly: boolean; offAt: Date | null }> {
  const row = await db
    .selectFrom('withdraw_address_settings')
    .select(['saved_only', 'saved_only_off_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row?.saved_only) return { savedOnly: false, offAt: null };
  const offAt = row.saved_only_off_at;
  if (offAt && offAt <= now) return { savedOnly: false, offAt: null };
  return { savedOnly: true, offAt };
}

/** On at once (a pending turn-off is cancelled), or off from `offAt`. */
export async function saveSavedOnly(
  db: Db,
  userId: string,
  setting: { offAt: Date | null },
): Promise<void> {
  const values = {
    saved_only: true,
    saved_only_off_at: setting.offAt,
    updated_at: new Date(),
  };
  await db
    .insertInto('withdraw_address_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
