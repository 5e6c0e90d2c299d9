import { toSmallestUnits } from '@wattle/shared/contracts';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.js';
import {
  customerHoldAccount,
  type HoldAccountKind,
} from '../../src/modules/ledger/ledger-account-repository.js';
import { findLedgerViolations } from '../../src/modules/ledger/ledger-invariants.js';
import { postDeposit } from '../../src/modules/ledger/transfer-postings.js';
import { customerBalance } from '../../src/modules/ledger/balance-service.js';

async function precisionOf(db: Db, assetId: string): Promise<number> {
  const asset = await db
    .selectFrom('assets')
    .select('precision')
    .where('asset_id', '=', assetId)
    .executeTakeFirstOrThrow();
  return asset.precision;
}

/** Credits a customer through a real deposit entry, as the bank or the chain would. */
export async function fund(
  db: Db,
  userId: string,
  assetId: string,
  decimal: string,
): Promise<void> {
  const units = toSmallestUnits(decimal, await precisionOf(db, assetId), 'down');
  await db.transaction().execute((trx) =>
    postDeposit(trx, {
      userId,
      assetId,
      units,
      description: `Test deposit of ${decimal} ${assetId}`,
    }),
  );
}

/** The customer's balance as a decimal string. */
export async function balanceOf(db: Db, userId: string, assetId: string): Promise<string> {
  return asDecimal(db, assetId, await customerBalance(db, userId, assetId));
}

/** What the customer's hold account of `kind` in an asset holds, in smallest units. */
export async function holdUnits(
  db: Db,
  userId: string,
  assetId: string,
  kind: HoldAccountKind,
): Promise<bigint> {
  const row = await customerHoldAccount(db, kind, userId, assetId)
    .select('balance')
    .executeTakeFirst();
  return BigInt(row?.balance ?? '0');
}

/** What the customer has on hold in an asset (deposits not credited yet), as a decimal string. */
export async function heldBalanceOf(db: Db, userId: string, assetId: string): Promise<string> {
  return asDecimal(db, assetId, await holdUnits(db, userId, assetId, 'deposit_hold'));
}

async function asDecimal(db: Db, assetId: string, units: bigint): Promise<string> {
  const precision = await precisionOf(db, assetId);
  const padded = units.toString().padStart(precision + 1, '0');
  const whole = padded.slice(0, padded.length - precision);
  const fraction = padded.slice(padded.length - precision).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Every cent accounted for: run after each test file and after concurrency suites. */
export async function expectLedgerSound(db: Db): Promise<void> {
  expect(await findLedgerViolations(db)).toEqual([]);
}
