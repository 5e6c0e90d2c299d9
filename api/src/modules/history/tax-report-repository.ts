import { customerPostingsOf } from '../../db/customer-postings.js';
import type { Db } from '../../db/database.js';

/** AUD units of referral bonuses the customer received in [from, until). */
export async function referralIncomeBetween(
  db: Db,
  userId: string,
  from: Date,
  until: Date,
): Promise<bigint> {
  const row = await customerPostingsOf(db, userId)
    .select((eb) => eb.fn.sum<string | null>('postings.amount').as('total'))
    .where('postings.transaction_type', '=', 'referral')
    .where('postings.created_at', '>=', from)
    .where('postings.created_at', '<', until)
    .executeTakeFirst();
  return BigInt(row?.total ?? '0');
}

export function customerNames(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
