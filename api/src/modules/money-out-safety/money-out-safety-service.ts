import {
  fromSmallestUnits,
  HIGH_RISK_WITHDRAWAL_REASONS,
  PROTECTIVE_DELAY_NOTICE,
  SCAM_REVIEW_HOURS,
  type MoneyOutCheck,
  type MoneyOutCheckQuery,
  type PausedWithdrawal,
  type ScamCheck,
  type WithdrawalReason,
} from '@wattle/shared/contracts';
import type { PausedWithdrawalsTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { describeMoment } from '../../lib/describe-moment.js';
import type { AppError } from '../../lib/errors.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { securityHoldOf } from '../identity/security-hold/index.js';
import { notify } from '../notifications/index.js';
import {
  pausedWithdrawalDecided,
  pausedWithdrawalNotFound,
  scamCheckRequired,
  withdrawalPaused,
} from './money-out-safety-errors.js';
import { contactWatching, queueContactNotice } from './trusted-contact-service.js';
import {
  activeWithdrawAccountId,
  duePausedIds,
  findPaused,
  hasReviewedTo,
  hasWithdrawnTo,
  insertAnswer,
  insertPaused,
  listAwaitingReview,
  listPausedOf,
  lockPaused,
  markResolved,
  type Destination,
  type PausedRow,
} from './money-out-safety-repository.js';

export type { Destination };

const HOUR_MS = 3_600_000;
const LIST_LIMIT = 50;

/** What the withdrawal forms ask before the customer confirms. */
export async function moneyOutCheck(
  deps: ServiceDeps,
  { userId, query }: { userId: string; query: MoneyOutCheckQuery },
): Promise<MoneyOutCheck> {
  let destination: Destination | null = null;
  if (query.asset.toUpperCase() === 'AUD') {
    const account = await activeWithdrawAccountId(deps.db, userId);
    if (account) destination = { withdrawAccountId: account.withdraw_account_id };
  } else if (query.address) {
    destination = { address: query.address };
  }
  return {
    firstToDestination: destination ? !(await hasWithdrawnTo(deps.db, userId, destination)) : true,
    securityHold: await securityHoldOf(deps, userId),
  };
}

/** Why a high-risk answer pauses, in the customer's terms. */
const WHY: Partial<Record<WithdrawalReason, string>> = {
  investment_opportunity:
    'you told us it is for an investment someone offered you, and promised returns are the most common scam',
  asked_by_someone: 'you told us someone asked you to move your money, which is how most scams end',
  support_on_the_phone:
    'you told us someone on the phone told you to, and banks, the government and Wattle never ask you to move money',
};

/** A withdrawal that has passed every other check, as it would be debited. */
export interface ReviewedWithdrawal {
  userId: string;
  destination: Destination;
  scamCheck: ScamCheck | undefined;
  method: PausedWithdrawalsTable['method'];
  assetId: string;
  units: bigint;
  feeUnits: bigint;
  tag: string | null;
  counterparty: string;
  /** AUD units at the bid: a large withdrawal is told to the trusted contact. */
  audValue: bigint;
  /** The amount as a person reads it ('$1,234.50', '0.5 BTC'). */
  amountText: string;
}

/**
 * The first withdrawal to a destination (docs/product/funding.md#first-withdrawal-warning)
 * needs the customer's reason. A high-risk reason — or a destination with a withdrawal still
 * waiting for review or refused by support — pauses it for support instead of debiting it.
 * A first or large withdrawal is told to the trusted contact, and waits the delay the customer
 * chose (docs/product/funding.md#trusted-contact). Rows are written here, with the caller's
 * transaction, and the answer to give is returned. Null: go ahead.
 */
export async function reviewWithdrawal(
  deps: ServiceDeps,
  input: ReviewedWithdrawal,
): Promise<AppError | null> {
  const { userId, destination, scamCheck } = input;
  const first = !(await hasWithdrawnTo(deps.db, userId, destination));
  if (first && !scamCheck) throw scamCheckRequired();
  const reviewed = await hasReviewedTo(deps.db, userId, destination);
  const highRisk =
    scamCheck !== undefined && HIGH_RISK_WITHDRAWAL_REASONS.includes(scamCheck.reason);
  const destinationText = 'address' in destination ? destination.address : 'your bank account';
  const watched = {
    userId,
    first,
    audValue: input.audValue,
    amountText: input.amountText,
    destinationText: 'address' in destination ? destination.address : 'their own bank account',
  };
  const watch = await contactWatching(deps, watched);
  if (!reviewed && !(first && highRisk)) {
    if (first && scamCheck) {
      await insertAnswer(deps.db, {
        user_id: userId,
        destination: destinationText,
        reason: scamCheck.reason,
        details: scamCheck.details ?? null,
      });
    }
    if (!watch) return null;
    const delayHours = watch.contact.delay_hours;
    const goesAt = delayHours > 0 ? new Date(Date.now() + delayHours * HOUR_MS) : null;
    await queueContactNotice(deps, watched, watch, { goesAt, inReview: false });
    if (!goesAt) return null;
    await insertPaused(deps.db, pausedRow(input, 'protective_delay', goesAt));
    const message = `${PROTECTIVE_DELAY_NOTICE} ${delayHours} hours because your trusted contact is told of it: it goes at ${describeMoment(goesAt)}. Until then your money stays in your balance, and you can cancel it from this page.`;
    await notify(deps, {
      userId,
      title: 'Withdrawal waiting',
      message,
      type: 'info',
      topics: ['funding'],
    });
    return withdrawalPaused(message);
  }
  const reviewBy = new Date(Date.now() + SCAM_REVIEW_HOURS * HOUR_MS);
  const paused = await insertPaused(deps.db, pausedRow(input, 'scam_review', reviewBy));
  if (watch) await queueContactNotice(deps, watched, watch, { goesAt: null, inReview: true });
  if (scamCheck) {
    await insertAnswer(deps.db, {
      user_id: userId,
      destination: destinationText,
      reason: scamCheck.reason,
      details: scamCheck.details ?? null,
      paused_id: paused.paused_id,
    });
  }
  const why =
    (scamCheck && WHY[scamCheck.reason]) ??
    'an earlier withdrawal to this destination is waiting for, or did not pass, our review';
  const message = `We have paused this withdrawal for a check by our team, because ${why}. We will review it by ${describeMoment(reviewBy)} and may contact you first. Your money stays in your balance until then. If anyone is pressuring you to pay, stop and talk to us in the chat.`;
  await notify(deps, {
    userId,
    title: 'Withdrawal paused for review',
    message,
    type: 'warning',
    topics: ['funding'],
  });
  return withdrawalPaused(message);
}

function pausedRow(
  input: ReviewedWithdrawal,
  kind: PausedWithdrawalsTable['kind'],
  releaseAfter: Date,
) {
  const { destination, scamCheck } = input;
  return {
    user_id: input.userId,
    kind,
    method: input.method,
    asset_id: input.assetId,
    amount: input.units,
    fee: input.feeUnits,
    withdraw_account_id: 'withdrawAccountId' in destination ? destination.withdrawAccountId : null,
    address: 'address' in destination ? destination.address : null,
    tag: input.tag,
    counterparty: input.counterparty,
    reason: scamCheck?.reason ?? null,
    details: scamCheck?.details ?? null,
    release_after: releaseAfter,
  };
}

function toPausedWithdrawal(row: PausedRow): PausedWithdrawal {
  const amount = (units: string) => fromSmallestUnits(units, row.precision).toFixed();
  return {
    pausedId: row.paused_id,
    userId: row.user_id,
    customerEmail: row.email,
    kind: row.kind,
    status: row.status,
    asset: row.symbol,
    amount: amount(row.amount),
    fee: amount(row.fee),
    destination: row.counterparty,
    reason: row.reason,
    details: row.details,
    createdAt: row.created_at.toISOString(),
    releaseAfter: row.release_after.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    resolutionNote: row.resolution_note,
    transferId: row.transfer_id,
  };
}

export async function pausedWithdrawalsOf(
  deps: ServiceDeps,
  userId: string,
): Promise<PausedWithdrawal[]> {
  return (await listPausedOf(deps.db, userId, LIST_LIMIT)).map(toPausedWithdrawal);
}

export async function withdrawalsAwaitingReview(deps: ServiceDeps): Promise<PausedWithdrawal[]> {
  return (await listAwaitingReview(deps.db, LIST_LIMIT)).map(toPausedWithdrawal);
}

export async function pausedWithdrawal(
  deps: ServiceDeps,
  pausedId: string,
): Promise<PausedWithdrawal> {
  const row = await findPaused(deps.db, pausedId);
  if (!row) throw pausedWithdrawalNotFound();
  return toPausedWithdrawal(row);
}

/** Holds a paused withdrawal for a decision; refuses one already decided. */
export async function lockPausedWithdrawal(deps: ServiceDeps, pausedId: string) {
  const row = await lockPaused(deps.db, pausedId);
  if (!row) throw pausedWithdrawalNotFound();
  if (row.status !== 'paused') throw pausedWithdrawalDecided();
  return row;
}

export async function resolvePausedWithdrawal(
  deps: ServiceDeps,
  pausedId: string,
  resolution: Parameters<typeof markResolved>[2],
): Promise<void> {
  await markResolved(deps.db, pausedId, resolution);
}

/** The customer calls off their own paused withdrawal: nothing was taken, nothing moves. */
export async function cancelPausedWithdrawal(
  deps: ServiceDeps,
  { userId, pausedId }: { userId: string; pausedId: string },
): Promise<PausedWithdrawal> {
  await inTransaction(deps, async (trx) => {
    const row = await lockPausedWithdrawal(withDb(deps, trx), pausedId);
    if (row.user_id !== userId) throw pausedWithdrawalNotFound();
    await markResolved(trx, pausedId, { status: 'cancelled', resolvedBy: userId, note: null });
    await notify(withDb(deps, trx), {
      userId,
      title: 'Withdrawal cancelled',
      message: 'You cancelled a paused withdrawal. Nothing left your balance.',
      type: 'info',
      topics: ['funding'],
    });
  });
  return pausedWithdrawal(deps, pausedId);
}

/** Protective delays that have run out, oldest first, for the job that sends them. */
export function dueProtectiveDelays(deps: ServiceDeps, limit: number): Promise<string[]> {
  return duePausedIds(deps.db, new Date(), limit);
}
