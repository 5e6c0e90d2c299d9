import type { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { Kysely } from 'kysely';
import { findLedgerViolations, type LedgerViolation } from '../../../modules/ledger/index.js';
import { PGliteDialect } from '../../pglite-dialect.js';
import type { Database } from '../../schema.js';
import { openPGlite } from '../embedded-database.js';

export interface Verification {
  /** Rows per table, the tables of the app's schema in name order. */
  tables: { name: string; rows: number }[];
  /** Σ postings = 0 per entry and asset, no negative balance, balances = postings. */
  ledger: LedgerViolation[];
  /** What amcheck found wrong in tables and indexes. */
  damage: string[];
  /** The newest journal entry: how recent the money records are. */
  newestEntry: Date | null;
}

export const isSound = (verification: Verification) =>
  verification.ledger.length === 0 && verification.damage.length === 0;

/**
 * Opens a data directory (already locked by the caller) and checks what is in it: every heap
 * page and btree index through amcheck, and the ledger's own rules. The extension amcheck
 * needs is created for the check and dropped after it.
 */
export async function verifyDataDir(dataDir: string): Promise<Verification> {
  const pglite = await openPGlite(dataDir, { extensions: { amcheck } });
  try {
    return await verify(pglite);
  } finally {
    await pglite.close();
  }
}

async function verify(pglite: PGlite): Promise<Verification> {
  await pglite.exec('create extension if not exists amcheck');
  const tables = await pglite.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname = 'public' order by c.relname`,
  );
  const damage: string[] = [];
  const counts: Verification['tables'] = [];
  for (const { name } of tables.rows) {
    const heap = await pglite.query<{ blkno: number; msg: string }>(
      'select blkno, msg from verify_heapam($1::regclass)',
      [`public.${name}`],
    );
    damage.push(...heap.rows.map((row) => `${name} page ${row.blkno}: ${row.msg}`));
    const rows = await pglite.query<{ n: string }>(
      `select count(*)::text as n from public."${name}"`,
    );
    counts.push({ name, rows: Number(rows.rows[0]?.n ?? 0) });
  }
  const indexes = await pglite.query<{ name: string }>(
    `select c.relname as name from pg_index i
     join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
     join pg_namespace n on n.oid = c.relnamespace
     where a.amname = 'btree' and n.nspname = 'public'`,
  );
  for (const { name } of indexes.rows) {
    try {
      await pglite.query('select bt_index_check($1::regclass, true)', [`public.${name}`]);
    } catch (error) {
      damage.push(`index ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await pglite.exec('drop extension amcheck');

  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite, { close: () => Promise.resolve() }),
  });
  const hasLedger = counts.some((table) => table.name === 'postings');
  const ledger = hasLedger
    ? await findLedgerViolations(db).catch((error: unknown) => [
        { rule: 'ledger readable', detail: error instanceof Error ? error.message : String(error) },
      ])
    : [];
  const newest = hasLedger
    ? await pglite.query<{ at: Date | null }>('select max(created_at) as at from journal_entries')
    : null;
  return { tables: counts, ledger, damage, newestEntry: newest?.rows[0]?.at ?? null };
}
