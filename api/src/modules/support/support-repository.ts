import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUuid } from '../../lib/secure-token.js';

const SEARCH_LIMIT = 50;

/** LIKE treats % and _ as wildcards: a search for "a_b" means the text "a_b". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Support works on customers; staff accounts are outside what the console can see. */
export function findCustomer(db: Kysely<Database>, userId: string) {
  if (!isUuid(userId)) return Promise.resolve(undefined);
  return db
    .selectFrom('users')
    .selectAll()
    .where('user_id', '=', userId)
    .where('role', '=', 'user')
    .executeTakeFirst();
}

/** The customer's row, locked until the transaction ends: support changes do not interleave. */
export function lockCustomer(db: Kysely<Database>, userId: string) {
  if (!isUuid(userId)) return Promise.resolve(undefined);
  return db
    .selectFrom('users')
    .selectAll()
    .where('user_id', '=', userId)
    .where('role', '=', 'user')
    .forUpdate()
    .executeTakeFirst();
}

export function searchCustomers(db: Kysely<Database>, query: string) {
  const pattern = likePattern(query);
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
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
}
