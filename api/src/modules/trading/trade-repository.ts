import { sql, type Insertable, type Selectable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared-statements.js';
import type { TradesTable } from '../../db/schema.js';
import { unitsJson } from '../../lib/money.js';

export type TradeRow = Selectable<TradesTable>;
export type NewTrade = Insertable<TradesTable>;

/** Every column of a trade, named: what a prepared statement returns (prepared-statements.ts). */
const TRADE_COLUMN_SET = {
  trade_id: true,
  user_id: true,
  status: true,
  side: true,
  order_type: true,
  type: true,
  crypto_asset_id: true,
  spend_asset_id: true,
  receive_asset_id: true,
  order_amount: true,
  spend_amount: true,
  receive_amount: true,
  crypto_amount: true,
  fiat_amount: true,
  price: true,
  mid_price: true,
  fee_amount: true,
  fee_percentage: true,
  spread_amount: true,
  expires_at: true,
  entry_id: true,
  bucket_order_id: true,
  swap_id: true,
  recurring_buy_id: true,
  rejection_reason: true,
  created_at: true,
  executed_at: true,
} satisfies Record<keyof TradesTable, true>;
const TRADE_COLUMNS = Object.keys(TRADE_COLUMN_SET) as (keyof TradesTable)[];

/** Writes quote rows: a prepared statement (one per row count: a quote, a swap, a bucket). */
export async function insertTrades(db: Db, trades: NewTrade[]): Promise<TradeRow[]> {
  return db
    .insertInto('trades')
    .values(trades)
    .returning(TRADE_COLUMNS)
    .modifyEnd(prepared)
    .execute();
}

/** What a customer's balance of one asset must cover for a quote to be written. */
export interface QuoteSpend {
  userId: string;
  assetId: string;
  units: bigint;
}

/**
 * Writes the rows of a customer's quote, only while their balance of the spend asset covers
 * `spend` (checked in the same statement, so a quote is one round trip; no rows when it does
 * not), in a transaction of their own, whose commit does not wait for the WAL to reach the disk (`synchronous_commit` off for this transaction only, set
 * in the statement itself so it costs no round trip). A quote is the only write a customer
 * makes every few seconds, and waiting for the flush held a pooled connection for several
 * milliseconds per quote, so quotes queued behind trades. A quote lost in a crash (the last
 * fraction of a second of them) is harmless: its submit is refused as an unknown quote
 * (wattle_submit_quote's quote_not_found, a 404), nothing is charged, and the customer asks
 * for a new one. Never inside a caller's transaction, whose money writes must be durable.
 */
export async function insertQuoteRows(
  db: Db,
  trades: NewTrade[],
  spend: QuoteSpend,
): Promise<TradeRow[]> {
  if (db.isTransaction) throw new Error('A quote is written in a transaction of its own');
  const first = trades[0];
  if (!first) throw new Error('A quote has rows');
  const columns = (Object.keys(first) as (keyof NewTrade)[]).filter((c) => first[c] !== undefined);
  if (
    trades.some((trade) => Object.keys(trade).some((c) => !columns.includes(c as keyof NewTrade)))
  ) {
    throw new Error('The rows of a quote name the same columns');
  }
  const rows = await quoteInsertFor(columns)(db, {
    rows: unitsJson(trades),
    userId: spend.userId,
    assetId: spend.assetId,
    units: spend.units.toString(),
  });
  return rows.map(({ synchronous_commit: _setting, ...row }) => row);
}

/** `insertQuoteRows`' statement for one set of columns (a quote, a swap or a bucket's). */
const quoteInserts = new Map<string, ReturnType<typeof quoteInsert>>();
function quoteInsertFor(columns: (keyof NewTrade)[]) {
  const shape = columns.join();
  let statement = quoteInserts.get(shape);
  if (!statement) {
    statement = quoteInsert(columns);
    quoteInserts.set(shape, statement);
  }
  return statement;
}

function quoteInsert(columns: (keyof NewTrade)[]) {
  return compiledOnce(['rows', 'userId', 'assetId', 'units'], (db, spend) =>
    db
      .insertInto('trades')
      .columns(columns)
      .expression(
        sql`select ${sql.join(columns.map((column) => sql.ref(column)))}
          from jsonb_populate_recordset(null::trades, ${spend.rows}::jsonb)
          where exists (
            select from ledger_accounts
            where kind = 'customer' and user_id = ${spend.userId} and asset_id = ${spend.assetId}
              and balance >= ${spend.units}::numeric
          )`,
      )
      .returning([
        ...TRADE_COLUMNS,
        sql<string>`set_config('synchronous_commit', 'off', true)`.as('synchronous_commit'),
      ])
      .modifyEnd(prepared),
  );
}

/**
 * Writes the journal entry of quote rows the caller has locked and completes them, in the
 * caller's transaction (wattle_execute_trades, db/functions/trades.ts). Rows come back in the order
 * of `tradeIds`.
 */
export async function executeTrades(
  db: Db,
  { userId, tradeIds, description, at }: TradesExecution,
): Promise<TradeRow[]> {
  const { rows } = await sql<TradeRow>`
    select * from wattle_execute_trades(${userId}::uuid, ${tradeIds}::uuid[], ${description}, ${at}::timestamptz)
  `.execute(db);
  return rows;
}

export interface TradesExecution {
  userId: string;
  tradeIds: string[];
  description: string;
  at: Date;
}

export interface QuoteSubmission {
  userId: string;
  quoteId: string;
  /** Lower case. */
  cryptoAssetId: string;
  orderType: string;
  /** The order's amount in the quote's smallest units; null when it has too many decimals. */
  orderUnits: string | null;
  type: string;
  idempotencyKey: string | undefined;
  requestHash: string;
  at: Date;
}

/**
 * A whole order submission in one statement (wattle_submit_quote, db/functions/trades.ts): the
 * Idempotency-Key claim, the quote's lock and checks, the execution and the key's answer.
 * Refusals arrive as database errors (SQLSTATE WT001/WT002; see trading-errors.ts). Compiled
 * once and prepared.
 */
export function submitQuote(db: Db, submission: QuoteSubmission): Promise<TradeRow[]> {
  return submitStatement(db, { ...submission, idempotencyKey: submission.idempotencyKey ?? null });
}

/** What a submission binds, alone or (as arrays) in a batch. */
const SUBMISSION_VALUES = [
  'userId',
  'quoteId',
  'cryptoAssetId',
  'orderType',
  'orderUnits',
  'type',
  'idempotencyKey',
  'requestHash',
  'at',
] as const;

const submitStatement = compiledOnce(SUBMISSION_VALUES, (db, submission) =>
  sql<TradeRow>`
    select ${prepared} ${sql.join(TRADE_COLUMNS.map((column) => sql.ref(column)))} from wattle_submit_quote(
      ${submission.userId}::uuid, ${submission.quoteId}::uuid, ${submission.cryptoAssetId},
      ${submission.orderType}, ${submission.orderUnits}::numeric, ${submission.type},
      ${submission.idempotencyKey}, ${submission.requestHash}, ${submission.at}::timestamptz
    )
  `.compile(db),
);

const batchedSubmitStatement = compiledOnce(SUBMISSION_VALUES, (db, column) =>
  sql<BatchedRow>`
    select ${prepared} item, error_state, error_message, error_detail, error_hint, error_constraint,
      ${sql.join(TRADE_COLUMNS.map((name) => sql`(trade).${sql.ref(name)}`))}
    from wattle_submit_quotes(
      ${column.userId}::uuid[], ${column.quoteId}::uuid[], ${column.cryptoAssetId}::text[],
      ${column.orderType}::text[], ${column.orderUnits}::numeric[], ${column.type}::text[],
      ${column.idempotencyKey}::text[], ${column.requestHash}::text[], ${column.at}::timestamptz[]
    )
  `.compile(db),
);

/** The error one submit of a batch raised, as PostgreSQL reports an error (SQLSTATE in `code`). */
export interface SubmitError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
  constraint?: string;
}

/** One submit's answer in a batch: its trades, or the error it raised. */
export type BatchedSubmitAnswer = { rows: TradeRow[] } | { error: SubmitError };

interface BatchedRow extends TradeRow {
  item: number;
  error_state: string | null;
  error_message: string | null;
  error_detail: string | null;
  error_hint: string | null;
  error_constraint: string | null;
}

/** Empty text from GET STACKED DIAGNOSTICS means the error had none of it. */
const given = (text: string | null) => (text ? text : undefined);

/**
 * Several order submissions in one statement and one transaction (wattle_submit_quotes,
 * db/functions/trades.ts): each as `submitQuote`, a refused one rolled back alone. Answers come
 * back in the order of `submissions`. Compiled once and prepared: one text whatever the batch's
 * size.
 */
export async function submitQuotes(
  db: Db,
  submissions: readonly QuoteSubmission[],
): Promise<BatchedSubmitAnswer[]> {
  const column = <K extends keyof QuoteSubmission>(key: K) => submissions.map((s) => s[key]);
  const rows = await batchedSubmitStatement(db, {
    userId: column('userId'),
    quoteId: column('quoteId'),
    cryptoAssetId: column('cryptoAssetId'),
    orderType: column('orderType'),
    orderUnits: column('orderUnits'),
    type: column('type'),
    idempotencyKey: submissions.map((s) => s.idempotencyKey ?? null),
    requestHash: column('requestHash'),
    at: submissions.map((s) => s.at.toISOString()),
  });
  const answers: BatchedSubmitAnswer[] = submissions.map(() => ({ rows: [] }));
  for (const row of rows) {
    const {
      item,
      error_state: code,
      error_message: message,
      error_detail: detail,
      error_hint: hint,
      error_constraint: constraint,
      ...trade
    } = row;
    const answer = answers[item - 1];
    if (!answer || 'error' in answer) continue;
    if (code !== null) {
      answers[item - 1] = {
        error: {
          code,
          message: message ?? '',
          detail: given(detail),
          hint: given(hint),
          constraint: given(constraint),
        },
      };
    } else {
      answer.rows.push(trade);
    }
  }
  return answers;
}

/** A quote that could not execute stays on record as rejected, with the reason. */
export async function rejectQuote(
  db: Db,
  userId: string,
  quoteId: string,
  reason: string,
): Promise<void> {
  const head = await db
    .selectFrom('trades')
    .select(['swap_id'])
    .where('trade_id', '=', quoteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!head) return;
  await db
    .updateTable('trades')
    .set({ status: 'rejected', rejection_reason: reason })
    .where('user_id', '=', userId)
    .where('status', '=', 'quote')
    .where((eb) => (head.swap_id ? eb('swap_id', '=', head.swap_id) : eb('trade_id', '=', quoteId)))
    .execute();
}

/** Deletes quotes (and bucket legs) never executed that expired before `cutoff`. */
export async function deleteUnusedQuotesExpiredBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('trades')
    .where('status', 'in', ['quote', 'pending'])
    .where('expires_at', '<', cutoff)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
