import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { IDEMPOTENCY_TTL_MS } from './idempotency.js';

/** Unused quotes are kept a day (support may ask about one), then deleted. */
const KEEP_UNUSED_QUOTES_MS = 24 * 60 * 60 * 1000;

/**
 * Every quote is a row; most are never confirmed. Deletes unused quotes and bucket quotes
 * a day after they expired, and Idempotency-Keys past their 24 hours. Executed and
 * rejected orders are history and stay.
 */
export async function purgeStaleQuotes(
  db: Db,
  now = new Date(),
): Promise<{ trades: number; keys: number }> {
  const cutoff = new Date(now.getTime() - KEEP_UNUSED_QUOTES_MS);
  return db.transaction().execute(async (trx) => {
    const trades = await trx
      .deleteFrom('trades')
      .where('status', 'in', ['quote', 'pending'])
      .where('expires_at', '<', cutoff)
      .executeTakeFirst();
    await trx
      .deleteFrom('bucket_orders')
      .where('status', '=', 'pending')
      .where('expires_at', '<', cutoff)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('trades')
              .select(sql`1`.as('one'))
              .whereRef('trades.bucket_order_id', '=', 'bucket_orders.bucket_order_id'),
          ),
        ),
      )
      .execute();
    const keys = await trx
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
      .executeTakeFirst();
    return { trades: Number(trades.numDeletedRows), keys: Number(keys.numDeletedRows) };
  });
}
