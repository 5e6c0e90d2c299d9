import type { Db } from '../../src/db/database.js';
import type { Acknowledged } from './write-load.js';

/** The acknowledged operations `db` does not hold: by the time the API said 2xx, it was committed. */
export async function missingAcknowledged(
  db: Db,
  acknowledged: Acknowledged,
): Promise<Acknowledged> {
  const transfers = new Set(
    (await db.selectFrom('transfers').select('transfer_id').execute()).map(
      (row) => row.transfer_id,
    ),
  );
  const trades = new Set(
    (
      await db.selectFrom('trades').select('trade_id').where('status', '=', 'complete').execute()
    ).map((row) => row.trade_id),
  );
  return {
    deposits: acknowledged.deposits.filter((id) => !transfers.has(id)),
    trades: acknowledged.trades.filter((id) => !trades.has(id)),
    withdrawals: acknowledged.withdrawals.filter((id) => !transfers.has(id)),
  };
}
