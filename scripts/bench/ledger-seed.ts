/**
 * Seeding one bench customer's history straight into the ledger, as the trading code would
 * post it: their user row, their ledger accounts and the house's, and multi-row inserts of
 * journal entries, trades and postings; then the API's environment and the sign-in the
 * timed reads use (`bench:history`, `bench:portfolio`).
 */
import pg from 'pg';
import { hashPassword, newReferralCode } from '@wattle/api/tooling';
import { BENCH_PASSWORD } from './bench-stack.ts';

export type Row = unknown[];

export const JOURNAL_COLUMNS = ['entry_id', 'kind', 'description', 'created_at'];

/** A trade row's columns, in the order each bench builds its rows. */
export const TRADE_COLUMNS = [
  'trade_id',
  'user_id',
  'status',
  'side',
  'order_type',
  'type',
  'crypto_asset_id',
  'spend_asset_id',
  'receive_asset_id',
  'order_amount',
  'spend_amount',
  'receive_amount',
  'crypto_amount',
  'fiat_amount',
  'price',
  'mid_price',
  'fee_amount',
  'fee_percentage',
  'spread_amount',
  'expires_at',
  'entry_id',
  'bucket_order_id',
  'swap_id',
  'created_at',
  'executed_at',
];

export const POSTING_COLUMNS = [
  'entry_id',
  'account_id',
  'asset_id',
  'amount',
  'transaction_type',
  'trade_id',
  'transfer_id',
  'created_at',
];

/** Multi-row inserts, 500 rows a statement. */
export async function insertRows(
  db: pg.Client,
  table: string,
  columns: readonly string[],
  rows: readonly Row[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const marks = row.map((value) => {
        values.push(value);
        return `$${values.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await db.query(
      `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`,
      values,
    );
  }
}

interface BenchCustomer {
  email: string;
  password: string;
  lastName: string;
}

/** The one customer of the bench named `name` ('History': bench-history@wattle.dev). */
export function benchCustomer(name: string): BenchCustomer {
  return {
    email: `bench-${name.toLowerCase()}@wattle.dev`,
    password: BENCH_PASSWORD,
    lastName: name,
  };
}

/**
 * A connection to the scratch database at `url` and a new bench customer in it; the caller
 * hands the connection to `writeLedger`, which closes it.
 */
export async function openBenchCustomer(
  url: string,
  customer: BenchCustomer,
): Promise<{ db: pg.Client; userId: string }> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  return { db, userId: await insertBenchCustomer(db, customer) };
}

/** Rows for one more table, inserted after the journal entries and before the trades. */
export interface TableRows {
  table: string;
  columns: readonly string[];
  rows: readonly Row[];
}

/**
 * The seeded history in one transaction, in the order the foreign keys need (journal entries,
 * `linked` tables, trades, postings); then fresh planner statistics, and the connection closed.
 */
export async function writeLedger(
  db: pg.Client,
  {
    entries,
    trades,
    postings,
  }: { entries: readonly Row[]; trades: readonly Row[]; postings: readonly Row[] },
  linked: readonly TableRows[] = [],
): Promise<void> {
  await db.query('begin');
  await insertRows(db, 'journal_entries', JOURNAL_COLUMNS, entries);
  for (const { table, columns, rows } of linked) await insertRows(db, table, columns, rows);
  await insertRows(db, 'trades', TRADE_COLUMNS, trades);
  await insertRows(db, 'postings', POSTING_COLUMNS, postings);
  await db.query('commit');
  await db.query('analyze');
  await db.end();
}

/** A verified customer who can sign in with `password`; returns their user id. */
export async function insertBenchCustomer(
  db: pg.Client,
  { email, password, lastName }: BenchCustomer,
): Promise<string> {
  const user = await db.query<{ user_id: string }>(
    `insert into users (email, password_hash, first_name, last_name, email_verified, phone_verified,
       documents_verified, pep_status, referral_code)
     values ($1, $2, 'Bench', $3, true, true, true, 'not_found', $4) returning user_id`,
    [email, await hashPassword(password), lastName, newReferralCode()],
  );
  return user.rows[0]?.user_id ?? '';
}

/**
 * The customer's ledger accounts and the house's, opened once each: `open` makes (or finds)
 * one, `of` names one already opened.
 */
export function ledgerAccounts(db: pg.Client, userId: string) {
  const account = new Map<string, string>();
  return {
    open: async (kind: string, assetId: string): Promise<string> => {
      const key = `${kind}:${assetId}`;
      const known = account.get(key);
      if (known) return known;
      const { rows } =
        kind === 'customer'
          ? await db.query<{ account_id: string }>(
              `insert into ledger_accounts (kind, user_id, asset_id, balance)
               values ('customer', $1, $2, 0) returning account_id`,
              [userId, assetId],
            )
          : await db.query<{ account_id: string }>(
              `with made as (insert into ledger_accounts (kind, user_id, asset_id, balance)
                 values ($1, null, $2, null) on conflict do nothing returning account_id)
               select account_id from made union all
               select account_id from ledger_accounts where kind = $1 and asset_id = $2`,
              [kind, assetId],
            );
      const id = rows[0]?.account_id ?? '';
      account.set(key, id);
      return id;
    },
    of: (kind: string, assetId: string): string => account.get(`${kind}:${assetId}`) ?? '',
  };
}

/** One signed-in GET, read to its end; its time in milliseconds. */
export async function timedGet(url: string, token: string): Promise<number> {
  const began = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - began;
}

/**
 * The API's environment on the scratch database: no Redis, warnings only, and no backup or
 * recurring-buy job running while the bench times its reads.
 */
export function quietApiEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    BACKUP_INTERVAL_MINUTES: '0',
    RECURRING_BUY_INTERVAL_MS: '3600000',
  };
}

/** Signs the bench customer in through `/auth/login`; their session token. */
export async function signIn(apiUrl: string, { email, password }: BenchCustomer): Promise<string> {
  const login = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign in: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}
