import { openEmbeddedDatabase } from '../../src/db/embedded/embedded-database.js';
import {
  findLedgerViolations,
  type LedgerViolation,
} from '../../src/modules/ledger/ledger-invariants.js';
import { missingAcknowledged } from './acknowledged-check.js';
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
    return {
      missing: await missingAcknowledged(embedded.db, acknowledged),
      ledger: await findLedgerViolations(embedded.db),
    };
  } finally {
    await embedded.close();
  }
}
