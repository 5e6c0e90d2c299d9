import {
  FIAT_ASSET_ID,
  fromSmallestUnits,
  makeAmount,
  NOTIFICATION_TITLES,
  type HeldDeposit,
} from '@wattle/shared/contracts';
import { conflict, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { postHoldRelease, postHoldReturn } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { HOLD_EXPLANATIONS } from './deposit-hold.js';
import { describeAmount } from './funding-format.js';
import { methodLabel } from './transfer-mapper.js';
import {
  closeHold,
  listHeldDeposits,
  lockHeldDeposit,
  type TransferView,
} from './transfer-repository.js';

const HELD_DEPOSIT = 'That held deposit';

/** Where a held deposit goes back to, in words for staff; null when it cannot go back. */
export function returnDestination(row: TransferView): string | null {
  if (row.asset_id === FIAT_ASSET_ID) return 'the account it was paid from';
  if (!row.address) return null;
  return row.tag ? `${row.address} (tag ${row.tag})` : row.address;
}

export function toHeldDeposit(row: TransferView): HeldDeposit {
  const reason = row.hold_reason ?? 'deposits_paused';
  return {
    paymentTransferId: row.transfer_id,
    amount: makeAmount(row.amount, row.precision, row.symbol),
    asset: { symbol: row.symbol },
    method: methodLabel(row.method, row.chain),
    counterparty: row.counterparty,
    reason,
    explanation: HOLD_EXPLANATIONS[reason],
    arrivedAt: row.created_at.toISOString(),
  };
}

/** `GET /user/held-deposits`: what arrived for the customer and waits on hold. */
export async function heldDepositsOf(deps: ServiceDeps, userId: string): Promise<HeldDeposit[]> {
  return (await listHeldDeposits(deps.db, userId)).map(toHeldDeposit);
}

/** The same deposits for support, each saying where a return would send it. */
export async function heldDepositsForStaff(
  deps: ServiceDeps,
  userId: string,
): Promise<(HeldDeposit & { returnTo: string | null })[]> {
  return (await listHeldDeposits(deps.db, userId)).map((row) => ({
    ...toHeldDeposit(row),
    returnTo: returnDestination(row),
  }));
}

/** What a release or return did, for the audit log. */
export interface HoldOutcome {
  transferId: string;
  amount: string;
  returnReference?: string;
}

/**
 * Support releases a held deposit into the customer's balance: the hold gives, the customer's
 * account receives, the deposit is complete and the customer is told. Call inside the
 * support change's transaction (`deps.db` is it): the deposit row is locked, so it is released
 * or returned once.
 */
export async function releaseHeldDeposit(
  deps: ServiceDeps,
  { userId, transferId }: { userId: string; transferId: string },
): Promise<HoldOutcome> {
  const held = await lockHeldDeposit(deps.db, userId, transferId);
  if (!held) throw notFound(HELD_DEPOSIT);
  const entryId = await postHoldRelease(deps.db, {
    userId,
    assetId: held.asset_id,
    units: BigInt(held.amount),
    transferId,
    description: `${held.symbol} deposit released from hold`,
  });
  await closeHold(deps.db, transferId, { status: 'complete', releaseEntryId: entryId });
  const amount = describeAmount(held.amount, held);
  await notify(deps, {
    userId,
    title: NOTIFICATION_TITLES.depositSuccess,
    message: `${amount} that was on hold is now in your Wattle balance.`,
    type: 'success',
    topics: ['balances', 'history'],
  });
  return { transferId, amount };
}

/**
 * Support sends a held deposit back where it came from: the bank returns the payment, or
 * custody sends the coins to the address they came from. The outside world is asked while the
 * deposit is locked, before anything is recorded, so it cannot be released meanwhile; it
 * sends each transfer back at most once, so asking again after a failure is harmless. Then the
 * hold gives, the bank's or chain's account receives, and the deposit reads "returned".
 */
export async function returnHeldDeposit(
  deps: ServiceDeps,
  { userId, transferId }: { userId: string; transferId: string },
): Promise<HoldOutcome> {
  const held = await lockHeldDeposit(deps.db, userId, transferId);
  if (!held) throw notFound(HELD_DEPOSIT);
  const returnReference = await sendBack(deps, held);
  const entryId = await postHoldReturn(deps.db, {
    userId,
    assetId: held.asset_id,
    units: BigInt(held.amount),
    transferId,
    description: `${held.symbol} deposit returned to its sender`,
  });
  await closeHold(deps.db, transferId, { status: 'returned', releaseEntryId: entryId });
  const amount = describeAmount(held.amount, held);
  await notify(deps, {
    userId,
    title: NOTIFICATION_TITLES.depositReturned,
    message: `Your deposit of ${amount} that was on hold was sent back to where it came from.`,
    type: 'info',
    topics: ['balances', 'history'],
  });
  return { transferId, amount, returnReference };
}

/** Asks the bank or custody to send a held deposit back; the reference of what they sent. */
async function sendBack(deps: ServiceDeps, held: TransferView): Promise<string> {
  const amount = fromSmallestUnits(held.amount, held.precision).toFixed();
  if (held.asset_id === FIAT_ASSET_ID) {
    const returned = await deps.providers.bank.returnPayment({
      transferId: held.transfer_id,
      paymentReference: held.external_reference ?? '',
      amount: fromSmallestUnits(held.amount, held.precision).toFixed(2),
    });
    if (returned.outcome === 'refused') throw cannotReturn(returned.reason);
    return returned.reference;
  }
  if (!held.address) {
    throw cannotReturn(
      'The chain did not name the address these coins came from, so they cannot be sent back. Release them, or ask the customer where they came from.',
    );
  }
  const sent = await deps.providers.custody.broadcast({
    transferId: held.transfer_id,
    assetId: held.asset_id,
    chain: held.chain,
    address: held.address,
    tag: held.tag,
    amount,
  });
  if (sent.outcome === 'failed') throw cannotReturn(sent.reason);
  if (sent.outcome === 'pending') {
    throw cannotReturn('Custody has not confirmed sending the coins yet. Try again in a minute.');
  }
  return sent.transactionHash;
}

const cannotReturn = (reason: string) => conflict(reason, 'DepositReturnFailed');
