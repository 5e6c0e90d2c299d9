import type { PausedWithdrawal, ScamCheck } from '@wattle/shared/contracts';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { writeAudit, type Actor } from '../audit/index.js';
import { AppError } from '../../lib/errors.js';
import {
  dueProtectiveDelays,
  lockPausedWithdrawal,
  pausedWithdrawal,
  resolvePausedWithdrawal,
  reviewWithdrawal,
} from '../money-out-safety/index.js';
import { notify } from '../notifications/index.js';
import { audValueAtBid } from './aud-value.js';
import { describeAmount } from './funding-format.js';
import { ruleRefusal } from './funding-errors.js';
import { activeWithdrawAccount, findAssetByCode } from './funding-repository.js';
import { debitWithdrawal, type WithdrawalDraft } from './withdrawal-service.js';

/** The review a withdrawal meets before its debit (docs/product/funding.md#paused-withdrawals). */
export function reviewFor(
  deps: ServiceDeps,
  { userId, scamCheck }: { userId: string; scamCheck: ScamCheck | undefined },
) {
  return (trx: Trx, draft: WithdrawalDraft) =>
    reviewWithdrawal(withDb(deps, trx), {
      userId,
      scamCheck,
      destination:
        draft.address !== null
          ? { address: draft.address }
          : { withdrawAccountId: draft.withdrawAccountId ?? '' },
      method: draft.method,
      assetId: draft.asset.asset_id,
      units: draft.units,
      feeUnits: draft.feeUnits,
      tag: draft.tag,
      counterparty: draft.counterparty,
      audValue: draft.audValue,
      amountText: describeAmount(draft.units, draft.asset),
    });
}

interface Decision {
  pausedId: string;
  /** Support's member deciding; null when a protective delay runs out. */
  actor: Actor | null;
  reason: string | null;
}

/** A paused withdrawal, locked for a decision, with its asset. */
async function lockWithAsset(deps: ServiceDeps, trx: Trx, pausedId: string) {
  const row = await lockPausedWithdrawal(withDb(deps, trx), pausedId);
  const asset = await findAssetByCode(trx, row.asset_id);
  if (!asset) throw new Error(`Asset ${row.asset_id} vanished`);
  return { row, asset };
}

/**
 * Sends a paused withdrawal: debited now like any other (the balance, the daily limit and the
 * asset's state are checked again), then paid out. The paused row, the audit line and the
 * debit are one transaction, so it is released once or not at all.
 */
export async function releasePausedWithdrawal(
  deps: ServiceDeps,
  { pausedId, actor, reason }: Decision,
): Promise<PausedWithdrawal> {
  const { userId } = await pausedWithdrawal(deps, pausedId);
  await debitWithdrawal(deps, {
    userId,
    idempotencyKey: undefined,
    body: { pausedId },
    // The customer's step-up was spent when they asked.
    authorise: async () => {},
    prepare: async (trx) => {
      const { row, asset } = await lockWithAsset(deps, trx, pausedId);
      if (!asset.enabled || !asset.withdraw_enabled) {
        throw ruleRefusal('withdrawal_reason', `${asset.symbol} withdrawals are paused right now`);
      }
      if (row.withdraw_account_id !== null) {
        const account = await activeWithdrawAccount(trx, userId);
        if (account?.withdraw_account_id !== row.withdraw_account_id) {
          throw ruleRefusal(
            'withdrawal_reason',
            'The customer changed their bank account since: refuse this withdrawal instead',
          );
        }
      }
      const units = BigInt(row.amount);
      return {
        asset,
        units,
        feeUnits: BigInt(row.fee),
        audValue: asset.type === 'fiat' ? units : audValueAtBid(deps, asset, units, new Date()),
        method: row.method,
        withdrawAccountId: row.withdraw_account_id,
        address: row.address,
        tag: row.tag,
        counterparty: row.counterparty,
        estimateSignature: null,
      };
    },
    recorded: async (trx, transferId) => {
      await resolvePausedWithdrawal(withDb(deps, trx), pausedId, {
        status: 'released',
        resolvedBy: actor?.actorId ?? null,
        note: reason,
        transferId,
      });
      if (actor) {
        await writeAudit(trx, {
          ...actor,
          subjectUserId: userId,
          action: 'withdrawal.released',
          details: { pausedId, transferId, reason },
        });
      }
    },
  });
  return pausedWithdrawal(deps, pausedId);
}

/** Support does not send it: nothing was taken, so nothing moves; the customer is told. */
export async function refusePausedWithdrawal(
  deps: ServiceDeps,
  { pausedId, actor, reason }: Decision & { actor: Actor; reason: string },
): Promise<PausedWithdrawal> {
  await inTransaction(deps, async (trx) => {
    const { row, asset } = await lockWithAsset(deps, trx, pausedId);
    await resolvePausedWithdrawal(withDb(deps, trx), pausedId, {
      status: 'refused',
      resolvedBy: actor.actorId,
      note: reason,
    });
    await writeAudit(trx, {
      ...actor,
      subjectUserId: row.user_id,
      action: 'withdrawal.refused',
      details: { pausedId, reason },
    });
    await notify(withDb(deps, trx), {
      userId: row.user_id,
      title: 'Withdrawal not sent',
      message: `After review, Wattle did not send your withdrawal of ${describeAmount(row.amount, asset)}. Nothing left your balance. Talk to us in the chat if you have questions.`,
      type: 'warning',
      topics: ['funding'],
    });
  });
  return pausedWithdrawal(deps, pausedId);
}

const DUE_PER_RUN = 50;

/**
 * Sends the withdrawals whose protective delay ran out (docs/product/funding.md#trusted-contact),
 * each debited then like any other. One that can no longer go (the balance was spent, the asset
 * closed, the bank account replaced) is not sent: it is marked refused, nothing moves, and the
 * customer is told why. One the customer cancelled meanwhile is left alone.
 */
export async function releaseDueDelays(deps: ServiceDeps): Promise<number> {
  let released = 0;
  for (const pausedId of await dueProtectiveDelays(deps, DUE_PER_RUN)) {
    try {
      await releasePausedWithdrawal(deps, { pausedId, actor: null, reason: null });
      released += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      if (error.code === 'PausedWithdrawalDecided') continue;
      await giveUpDelayed(deps, pausedId, error.message);
    }
  }
  return released;
}

async function giveUpDelayed(deps: ServiceDeps, pausedId: string, why: string): Promise<void> {
  await inTransaction(deps, async (trx) => {
    const { row, asset } = await lockWithAsset(deps, trx, pausedId);
    await resolvePausedWithdrawal(withDb(deps, trx), pausedId, {
      status: 'refused',
      resolvedBy: null,
      note: why,
    });
    await notify(withDb(deps, trx), {
      userId: row.user_id,
      title: 'Withdrawal not sent',
      message: `Your withdrawal of ${describeAmount(row.amount, asset)} could not go when its delay ended: ${why}. Nothing left your balance; make a new withdrawal if you still want to send it.`,
      type: 'warning',
      topics: ['funding'],
    });
  });
}
