import { fromSmallestUnits, type RecurringBuy } from '@wattle/shared/contracts';
import Big from 'big.js';
import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RecurringBuysTable } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { findAsset, listAssets } from '../assets/asset-repository.js';
import { permissionsFor } from '../identity/permission-service.js';
import { isInsufficientFunds } from '../ledger/database-errors.js';
import { moneyTransaction } from '../ledger/ledger-transaction.js';
import type { MarketDataProvider } from '../market-data/market-data-provider.js';
import { notify } from '../notifications/notification-service.js';
import { audAmountFromUnits, audUnits, decimalPlaces } from '../trading/amounts.js';
import {
  assertDirectionOpen,
  assertPrecision,
  tradableAsset,
} from '../trading/order-validation.js';
import { buildQuoteRows } from '../trading/quote-service.js';
import { executeQuoteRows } from '../trading/submit-service.js';
import { insertTrades } from '../trading/trade-repository.js';
import { nextRunAfter } from './schedule.js';

type PlanRow = Selectable<RecurringBuysTable>;

export async function toRecurringBuy(db: Db, row: PlanRow): Promise<RecurringBuy> {
  const asset = await findAsset(db, row.asset_id);
  return {
    planId: row.plan_id,
    asset: {
      assetId: row.asset_id,
      symbol: asset?.symbol ?? row.asset_id.toUpperCase(),
      name: asset?.name ?? row.asset_id,
    },
    amount: audAmountFromUnits(row.amount),
    frequency: row.frequency,
    status: row.status,
    nextRunAt: row.status === 'active' ? (row.next_run_at?.toISOString() ?? null) : null,
    lastRunAt: row.last_run_at?.toISOString() ?? null,
    lastResult: row.last_result,
    createdAt: row.created_at.toISOString(),
  };
}

async function checkedAmount(db: Db, assetId: string, amount: string): Promise<bigint> {
  const asset = tradableAsset(await listAssets(db), assetId);
  assertDirectionOpen(asset, 'buy');
  assertPrecision(decimalPlaces(amount), 2, 'the amount');
  const value = new Big(amount);
  const minimum = asset.buy_trade_minimum ? fromSmallestUnits(asset.buy_trade_minimum, 18) : null;
  const maximum = asset.buy_trade_maximum ? fromSmallestUnits(asset.buy_trade_maximum, 18) : null;
  if (minimum && value.lt(minimum))
    throw new AppError(400, 'The amount entered is below the minimum allowed', 'OrderInvalidError');
  if (maximum && value.gt(maximum))
    throw new AppError(400, 'The amount entered is above the maximum allowed', 'OrderInvalidError');
  return audUnits(value);
}

export async function createPlan(
  db: Db,
  userId: string,
  input: {
    assetId: string;
    amount: string;
    frequency: PlanRow['frequency'];
    startAt?: string | undefined;
  },
): Promise<PlanRow> {
  const amount = await checkedAmount(db, input.assetId, input.amount);
  const now = new Date();
  const startAt = input.startAt ? new Date(input.startAt) : now;
  if (startAt.getTime() < now.getTime() - 60_000)
    throw new AppError(400, 'Start the plan today or later', 'ValidationError');
  return db
    .insertInto('recurring_buys')
    .values({
      user_id: userId,
      asset_id: input.assetId.toLowerCase(),
      amount,
      frequency: input.frequency,
      next_run_at: startAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePlan(
  db: Db,
  userId: string,
  planId: string,
  update: {
    status?: PlanRow['status'] | undefined;
    amount?: string | undefined;
    frequency?: PlanRow['frequency'] | undefined;
  },
): Promise<PlanRow> {
  const plan = await db
    .selectFrom('recurring_buys')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!plan) throw notFound('That recurring buy');
  if (plan.status === 'cancelled')
    throw new AppError(
      409,
      'This recurring buy was cancelled. Set up a new one instead.',
      'Conflict',
    );
  const now = new Date();
  const resuming = update.status === 'active' && plan.status === 'paused';
  const overdue = plan.next_run_at === null || plan.next_run_at < now;
  return db
    .updateTable('recurring_buys')
    .set({
      ...(update.status ? { status: update.status } : {}),
      ...(update.amount ? { amount: await checkedAmount(db, plan.asset_id, update.amount) } : {}),
      ...(update.frequency ? { frequency: update.frequency } : {}),
      ...(update.status === 'cancelled' ? { next_run_at: null } : {}),
      // Resuming never buys for the weeks it was paused: the next run is now, then on schedule.
      ...(resuming && overdue ? { next_run_at: now } : {}),
      updated_at: now,
    })
    .where('plan_id', '=', planId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Claims the earliest due plan and moves its next run on: at most once per run, on any instance. */
async function claimDuePlan(db: Db, now: Date): Promise<PlanRow | undefined> {
  const due = await sql<PlanRow>`
    update recurring_buys set last_run_at = ${now}, updated_at = ${now}
    where plan_id = (
      select plan_id from recurring_buys
      where status = 'active' and next_run_at <= ${now}
      order by next_run_at limit 1
      for update skip locked
    )
    returning *
  `.execute(db);
  const plan = due.rows[0];
  if (!plan) return undefined;
  const next = nextRunAfter(plan.next_run_at ?? now, plan.frequency);
  // A plan that fell far behind (the server was off) runs once now, then keeps its rhythm.
  const nextRun = next <= now ? nextRunAfter(now, plan.frequency) : next;
  await db
    .updateTable('recurring_buys')
    .set({ next_run_at: nextRun })
    .where('plan_id', '=', plan.plan_id)
    .execute();
  return plan;
}

async function buyFor(
  app: FastifyInstance,
  market: MarketDataProvider,
  plan: PlanRow,
): Promise<string> {
  if (!(await permissionsFor(app.db, plan.user_id)).includes('BUY')) {
    throw new AppError(403, 'your account cannot buy right now');
  }
  const amount = fromSmallestUnits(plan.amount, 18).toFixed(2);
  return moneyTransaction(app, async (trx) => {
    const { rows, assets } = await buildQuoteRows(
      { db: trx, market, userId: plan.user_id },
      { cryptoAssetId: plan.asset_id, orderAmount: amount, orderType: 'buy', type: 'PREVIEW' },
      'recurring',
    );
    const saved = await insertTrades(
      trx,
      rows.map((row) => ({ ...row, recurring_buy_id: plan.plan_id })),
    );
    const [trade] = await executeQuoteRows(
      trx,
      plan.user_id,
      saved,
      `Recurring buy ${plan.asset_id}`,
      new Date(),
    );
    const asset = assets.find((row) => row.asset_id === plan.asset_id);
    const coins = trade
      ? fromSmallestUnits(trade.crypto_amount, asset?.precision ?? 0).toFixed()
      : '0';
    return `Bought ${coins} ${asset?.symbol ?? plan.asset_id.toUpperCase()} for $${amount}`;
  });
}

/** Runs every plan that is due (up to `limit`), through the same quote and execution path. */
export async function runDuePlans(
  app: FastifyInstance,
  market: MarketDataProvider,
  limit = 50,
): Promise<number> {
  let ran = 0;
  for (; ran < limit; ran += 1) {
    const plan = await claimDuePlan(app.db, new Date());
    if (!plan) break;
    let result: string;
    let succeeded = true;
    try {
      result = await buyFor(app, market, plan);
    } catch (error) {
      succeeded = false;
      const reason = isInsufficientFunds(error)
        ? 'Insufficient funds'
        : error instanceof AppError
          ? error.message
          : 'Something went wrong';
      if (!(error instanceof AppError) && !isInsufficientFunds(error))
        app.log.error({ err: error, planId: plan.plan_id }, 'recurring buy failed');
      result = `Could not buy: ${reason}`;
    }
    await app.db
      .updateTable('recurring_buys')
      .set({ last_result: result })
      .where('plan_id', '=', plan.plan_id)
      .execute();
    await notify(app, plan.user_id, {
      title: succeeded ? 'Recurring buy complete' : 'Recurring buy failed',
      message: result,
      type: succeeded ? 'success' : 'error',
    });
  }
  return ran;
}
