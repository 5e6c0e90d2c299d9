import { openEmbeddedDatabase } from '../../src/db/embedded/embedded-database.js';
import {
  findLedgerViolations,
  type LedgerViolation,
} from '../../src/modules/ledger/ledger-invariants.js';
import type { Acknowledged } from './write-load.js';

export interface DataDirCheck {
  /** Acknowledged operations the directory does not hold. */
  missing: Acknowledged;
  ledger: LedgerViolation[];
}

/** Opens a data directory as the next start would and looks for every acknowledged write. */
export async function checkDataDir(
  dataDir: string,
  acknowledged: Acknowledged,
): Promise<DataDirCheck> {
  const embedded = await openEmbeddedDatabase(dataDir);
  try {
    const { db } = embedded;
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
      missing: {
        deposits: acknowledged.deposits.filter((id) => !transfers.has(id)),
        trades: acknowledged.trades.filter((id) => !trades.has(id)),
        withdrawals: acknowledged.withdrawals.filter((id) => !transfers.has(id)),
      },
      ledger: await findLedgerViolations(db),
    };
  } finally {
    await embedded.close();
  }
}
