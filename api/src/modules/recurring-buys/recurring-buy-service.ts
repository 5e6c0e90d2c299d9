import {
  fromSmallestUnits,
  type RecurringBuy,
  type RecurringBuyQuote,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import { AppError, notFound } from '../../lib/errors.js';
import {
  audAmountFromUnits,
  audUnits,
  coinAmountFromUnits,
  decimalPlaces,
  priceAmount,
} from '../../lib/money.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { findAsset, listAssets } from '../assets/index.js';
import { permissionsFor } from '../identity/accounts/index.js';
import { isInsufficientFunds, moneyTransaction } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import {
  assertDirectionOpen,
  assertPrecision,
  buildQuoteRows,
  executeQuoteRows,
  saveQuoteRows,
  tradableAsset,
} from '../trading/index.js';
import {
  amountAboveMaximum,
  amountBelowMinimum,
  cannotBuyNow,
  planCancelled,
  startInThePast,
} from './recurring-buy-errors.js';
import {
  claimPlanRun,
  findPlan,
  insertPlan,
  listDuePlans,
  listLivePlans,
  updatePlanColumns,
  type PlanRow,
} from './recurring-buy-repository.js';
import { nextRunAfter } from './schedule.js';

async function toRecurringBuy(deps: ServiceDeps, row: PlanRow): Promise<RecurringBuy> {
  const asset = await findAsset(deps.db, row.asset_id);
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

async function checkedAmount(deps: ServiceDeps, assetId: string, amount: string): Promise<bigint> {
  const asset = tradableAsset(await listAssets(deps.db), assetId);
  assertDirectionOpen(asset, 'buy');
  assertPrecision(decimalPlaces(amount), 2, 'the amount');
  const value = new Big(amount);
  const minimum = asset.buy_trade_minimum ? fromSmallestUnits(asset.buy_trade_minimum, 18) : null;
  const maximum = asset.buy_trade_maximum ? fromSmallestUnits(asset.buy_trade_maximum, 18) : null;
  if (minimum && value.lt(minimum)) throw amountBelowMinimum(minimum);
  if (maximum && value.gt(maximum)) throw amountAboveMaximum();
  return audUnits(value);
}

/**
 * One run of a plan priced now, through the quote path a run takes (`buyFor`), so the spread
 * and fee it tells are the ones the run would pay at the same prices. Nothing is held and the
 * balance is not asked: a plan may be funded before it runs.
 */
export async function quoteRun(
  deps: ServiceDeps,
  { userId, assetId, amount }: { userId: string; assetId: string; amount: string },
): Promise<RecurringBuyQuote> {
  await checkedAmount(deps, assetId, amount);
  const now = new Date();
  const { rows, assets } = await buildQuoteRows(
    deps,
    {
      userId,
      request: { cryptoAssetId: assetId, orderAmount: amount, orderType: 'buy', type: 'PREVIEW' },
      type: 'recurring',
      now,
    },
    'assumed',
  );
  const [row] = rows;
  const asset = assets.find((candidate) => candidate.asset_id === row?.crypto_asset_id);
  if (!row || !asset) throw notFound('That coin');
  return {
    asset: { assetId: asset.asset_id, symbol: asset.symbol },
    amount: audAmountFromUnits(row.spend_amount),
    cryptoAmount: coinAmountFromUnits(row.crypto_amount, asset),
    price: priceAmount(String(row.price), 'up'),
    midPrice: priceAmount(String(row.mid_price), 'up'),
    fee: audAmountFromUnits(row.fee_amount),
    feePercentage: String(row.fee_percentage),
    spread: audAmountFromUnits(row.spread_amount),
    pricedAt: now.toISOString(),
  };
}

/** The caller's plans that are not cancelled, newest first. */
export async function listPlans(deps: ServiceDeps, userId: string): Promise<RecurringBuy[]> {
  const rows = await listLivePlans(deps.db, userId);
  return Promise.all(rows.map((row) => toRecurringBuy(deps, row)));
}

export async function createPlan(
  deps: ServiceDeps,
  {
    userId,
    plan,
  }: {
    userId: string;
    plan: {
      assetId: string;
      amount: string;
      frequency: PlanRow['frequency'];
      startAt?: string | undefined;
    };
  },
): Promise<RecurringBuy> {
  const amount = await checkedAmount(deps, plan.assetId, plan.amount);
  const now = new Date();
  const startAt = plan.startAt ? new Date(plan.startAt) : now;
  if (startAt.getTime() < now.getTime() - 60_000) throw startInThePast();
  const row = await insertPlan(deps.db, {
    user_id: userId,
    asset_id: plan.assetId.toLowerCase(),
    amount,
    frequency: plan.frequency,
    next_run_at: startAt,
  });
  return toRecurringBuy(deps, row);
}

export async function updatePlan(
  deps: ServiceDeps,
  {
    userId,
    planId,
    update,
  }: {
    userId: string;
    planId: string;
    update: {
      status?: PlanRow['status'] | undefined;
      amount?: string | undefined;
      frequency?: PlanRow['frequency'] | undefined;
    };
  },
): Promise<RecurringBuy> {
  const plan = await findPlan(deps.db, userId, planId);
  if (!plan) throw notFound('That recurring buy');
  if (plan.status === 'cancelled') throw planCancelled();
  const now = new Date();
  const resuming = update.status === 'active' && plan.status === 'paused';
  const overdue = plan.next_run_at === null || plan.next_run_at < now;
  const row = await updatePlanColumns(deps.db, planId, {
    ...(update.status ? { status: update.status } : {}),
    ...(update.amount ? { amount: await checkedAmount(deps, plan.asset_id, update.amount) } : {}),
    ...(update.frequency ? { frequency: update.frequency } : {}),
    ...(update.status === 'cancelled' ? { next_run_at: null } : {}),
    // Resuming never buys for the weeks it was paused: the next run is now, then on schedule.
    ...(resuming && overdue ? { next_run_at: now } : {}),
    updated_at: now,
  });
  return toRecurringBuy(deps, row);
}

/**
 * Claims the run of a plan seen due and moves its next run on, in one statement: a run is
 * claimed once, on whichever instance gets there first; the others get undefined.
 */
async function claimRun(
  deps: ServiceDeps,
  plan: { planId: string; due: Date; frequency: PlanRow['frequency'] },
  now: Date,
): Promise<PlanRow | undefined> {
  const next = nextRunAfter(plan.due, plan.frequency);
  // A plan that fell far behind (the server was off) runs once now, then keeps its rhythm.
  const nextRun = next <= now ? nextRunAfter(now, plan.frequency) : next;
  return claimPlanRun(deps.db, { planId: plan.planId, due: plan.due, nextRun, now });
}

async function buyFor(deps: ServiceDeps, plan: PlanRow): Promise<string> {
  if (!(await permissionsFor(deps, plan.user_id)).includes('BUY')) throw cannotBuyNow();
  const amount = fromSmallestUnits(plan.amount, 18).toFixed(2);
  return moneyTransaction(deps, async (trx) => {
    const { rows, assets } = await buildQuoteRows(withDb(deps, trx), {
      userId: plan.user_id,
      request: {
        cryptoAssetId: plan.asset_id,
        orderAmount: amount,
        orderType: 'buy',
        type: 'PREVIEW',
      },
      type: 'recurring',
    });
    const saved = await saveQuoteRows(
      trx,
      rows.map((row) => ({ ...row, recurring_buy_id: plan.plan_id })),
    );
    const [trade] = await executeQuoteRows(trx, {
      userId: plan.user_id,
      rows: saved,
      description: `Recurring buy ${plan.asset_id}`,
      now: new Date(),
    });
    const asset = assets.find((row) => row.asset_id === plan.asset_id);
    const coins = trade
      ? fromSmallestUnits(trade.crypto_amount, asset?.precision ?? 0).toFixed()
      : '0';
    return `Bought ${coins} ${asset?.symbol ?? plan.asset_id.toUpperCase()} for $${amount}`;
  });
}

/**
 * Runs every plan that is due (up to `limit`), through the same quote and execution path,
 * each claimed just before it runs. A pass that claims nothing ends it: every plan it saw
 * was claimed by another instance (or changed by its owner) and is no longer this run's.
 */
export async function runDuePlans(
  deps: ServiceDeps,
  { limit = 50 }: { limit?: number } = {},
): Promise<number> {
  let ran = 0;
  while (ran < limit) {
    const due = await listDuePlans(deps.db, new Date(), limit - ran);
    let claimed = 0;
    for (const { plan_id: planId, next_run_at: at, frequency } of due) {
      const plan = await claimRun(deps, { planId, due: at, frequency }, new Date());
      if (!plan) continue;
      claimed += 1;
      ran += 1;
      await runPlan(deps, plan);
    }
    if (claimed === 0) break;
  }
  return ran;
}

/** One claimed run: the buy, its result on the plan, and the customer told. */
async function runPlan(deps: ServiceDeps, plan: PlanRow): Promise<void> {
  let result: string;
  let succeeded = true;
  try {
    result = await buyFor(deps, plan);
  } catch (error) {
    succeeded = false;
    const reason = isInsufficientFunds(error)
      ? 'Insufficient funds'
      : error instanceof AppError
        ? error.message
        : 'Something went wrong';
    if (!(error instanceof AppError) && !isInsufficientFunds(error))
      deps.log.error({ err: error, planId: plan.plan_id }, 'recurring buy failed');
    result = `Could not buy: ${reason}`;
  }
  await updatePlanColumns(deps.db, plan.plan_id, { last_result: result });
  await notify(deps, {
    userId: plan.user_id,
    title: succeeded ? 'Recurring buy complete' : 'Recurring buy failed',
    message: result,
    type: succeeded ? 'success' : 'error',
    topics: succeeded ? ['balances', 'history'] : [],
  });
}
