import { NOTIFICATION_TITLES, fromSmallestUnits } from '@wattle/shared/contracts';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { moneyTransaction, postRefund } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { describeAmount } from './funding-format.js';
import {
  findPendingWithdrawal,
  lockPendingTransfer,
  pendingWithdrawalIds,
  settleTransfer,
} from './transfer-repository.js';

type PendingWithdrawal = NonNullable<Awaited<ReturnType<typeof findPendingWithdrawal>>>;

type Outcome =
  | { outcome: 'sent'; reference: string }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'pending' };

/** Asks the bank or the chain to pay out. Each is keyed by our transfer id, so asking twice is safe. */
async function payOut(deps: ServiceDeps, transfer: PendingWithdrawal): Promise<Outcome> {
  const amount = fromSmallestUnits(transfer.amount, transfer.precision);
  if (transfer.method === 'chain') {
    const result = await deps.providers.custody.broadcast({
      transferId: transfer.transfer_id,
      assetId: transfer.asset_id,
      chain: transfer.chain,
      address: transfer.address ?? '',
      tag: transfer.tag,
      amount: amount.toFixed(),
    });
    if (result.outcome === 'sent') return { outcome: 'sent', reference: result.transactionHash };
    return result;
  }
  const result = await deps.providers.bank.payOut({
    transferId: transfer.transfer_id,
    providerReference: transfer.provider_reference ?? '',
    amount: amount.toFixed(2),
  });
  return result.outcome === 'returned' ? { outcome: 'failed', reason: result.reason } : result;
}

/** Writes the outcome once: a transfer another run has settled is left alone. */
async function recordOutcome(
  deps: ServiceDeps,
  transfer: PendingWithdrawal,
  outcome: Exclude<Outcome, { outcome: 'pending' }>,
): Promise<void> {
  const asset = {
    asset_id: transfer.asset_id,
    precision: transfer.precision,
    symbol: transfer.symbol,
  };
  const amount = describeAmount(transfer.amount, asset);
  await moneyTransaction(deps, async (trx) => {
    const inTrx = withDb(deps, trx);
    if (!(await lockPendingTransfer(trx, transfer.transfer_id))) return;
    if (outcome.outcome === 'sent') {
      await settleTransfer(trx, transfer.transfer_id, {
        status: 'complete',
        externalReference: outcome.reference,
      });
      await notify(inTrx, {
        userId: transfer.user_id,
        title: NOTIFICATION_TITLES.withdrawSuccess,
        message: `${amount} is on its way to ${transfer.counterparty ?? 'your account'}.`,
        type: 'success',
        topics: ['history'],
      });
      return;
    }
    const refundEntryId = await postRefund(trx, {
      userId: transfer.user_id,
      assetId: transfer.asset_id,
      units: BigInt(transfer.amount),
      feeUnits: BigInt(transfer.fee),
      transferId: transfer.transfer_id,
      description: `Refund of returned ${transfer.symbol} withdrawal`,
    });
    await settleTransfer(trx, transfer.transfer_id, {
      status: 'failed',
      refundEntryId,
      reason: outcome.reason,
    });
    const refunded = describeAmount(BigInt(transfer.amount) + BigInt(transfer.fee), asset);
    await notify(inTrx, {
      userId: transfer.user_id,
      title: NOTIFICATION_TITLES.withdrawFailure,
      message: `Your withdrawal of ${amount} did not go through: ${outcome.reason} ${refunded} is back in your Wattle balance.`,
      type: 'error',
      topics: ['balances', 'history'],
    });
  });
}

/**
 * Settles one pending withdrawal: pays out, then records sent or refunded. Never throws: if
 * anything fails (the provider is down, the process dies), the transfer simply stays pending
 * and the next run settles it.
 */
export async function settleWithdrawal(deps: ServiceDeps, transferId: string): Promise<void> {
  try {
    const transfer = await findPendingWithdrawal(deps.db, transferId);
    if (!transfer) return;
    const outcome = await payOut(deps, transfer);
    if (outcome.outcome === 'pending') return;
    await recordOutcome(deps, transfer, outcome);
  } catch (error) {
    deps.log.error(
      { err: error, transferId },
      'withdrawal left pending for the next settlement run',
    );
  }
}

/** Every withdrawal still pending, oldest first (at start-up, and from the sandbox). */
export async function settlePendingWithdrawals(
  deps: ServiceDeps,
  { batch = 200 }: { batch?: number } = {},
): Promise<number> {
  const ids = await pendingWithdrawalIds(deps.db, batch);
  for (const id of ids) await settleWithdrawal(deps, id);
  return ids.length;
}
