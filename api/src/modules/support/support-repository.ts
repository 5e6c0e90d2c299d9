import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUuid } from '../../lib/secure-token.js';

const SEARCH_LIMIT = 50;

/** LIKE treats % and _ as wildcards: a search for "a_b" means the text "a_b". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Support works on customers; staff accounts are outside what the console can see. */
function customerRow(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('user_id', '=', userId)
    .where('role', '=', 'user');
}

export function selectCustomer(db: Kysely<Database>, userId: string) {
  if (!isUuid(userId)) return Promise.resolve(undefined);
  return customerRow(db, userId).executeTakeFirst();
}

/** The customer's row, locked until the transaction ends: support changes do not interleave. */
export function lockCustomer(db: Kysely<Database>, userId: string) {
  if (!isUuid(userId)) return Promise.resolve(undefined);
  return customerRow(db, userId).forUpdate().executeTakeFirst();
}

/** A mobile as typed ("0412 345 678", "+61 412…") in the stored +61 form, or null. */
function mobilePattern(query: string): string | null {
  const digits = query.replace(/[\s()-]/g, '');
  if (!/^\+?\d{4,15}$/.test(digits)) return null;
  const international = digits.startsWith('0') ? `+61${digits.slice(1)}` : digits;
  return likePattern(international.replace(/^\+/, ''));
}

export function searchCustomers(db: Kysely<Database>, query: string) {
  const pattern = likePattern(query);
  const mobile = mobilePattern(query);
  return db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', 'user')
    .where((eb) =>
      eb.or([
        eb('email', 'ilike', pattern),
        eb('first_name', 'ilike', pattern),
        eb('last_name', 'ilike', pattern),
        eb('preferred_name', 'ilike', pattern),
        eb(eb.fn('concat_ws', [eb.val(' '), 'first_name', 'last_name']), 'ilike', pattern),
        ...(isUuid(query) ? [eb('user_id', '=', query)] : []),
        ...(mobile ? [eb('phone_number', 'like', mobile)] : []),
        eb(
          'user_id',
          'in',
          eb
            .selectFrom('deposit_accounts')
            .select('deposit_accounts.user_id')
            .where('deposit_accounts.reference', '=', query.trim().toUpperCase()),
        ),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
}

/** The reference the customer's bank deposits carry, once they have deposit details. */
export async function depositReferenceOf(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('deposit_accounts')
    .select('reference')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.reference ?? null;
}

export async function countActiveSessions(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
