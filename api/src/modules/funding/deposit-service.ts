import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TITLES } from '@wattle/shared/contracts';
import type { TransferMethod } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import type { AssetRow } from '../assets/index.js';
import { moneyTransaction, postDeposit, postHeldDeposit } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { recordIncomingTravelRule } from '../travel-rule/index.js';
import { HOLD_EXPLANATIONS, holdReasonFor } from './deposit-hold.js';
import { describeAmount } from './funding-format.js';
import {
  findDepositByPayment,
  findTransfer,
  insertTransfer,
  type TransferView,
} from './transfer-repository.js';

/** A payment the bank or the chain reports for one of our customers. */
export interface IncomingDeposit {
  userId: string;
  asset: AssetRow;
  units: bigint;
  method: TransferMethod;
  /** The bank's or chain's own id for the payment: a repeat report is not credited again. */
  externalReference: string;
  counterparty: string | null;
  /** Coins: the full address (and tag) they came from, when the chain names it. */
  source?: { address: string; tag: string | null } | null;
  /** The sanctions screen flagged the sender: the deposit is held, whoever it is for. */
  senderFlagged?: boolean;
  /** Coins: what the sending exchange said of them (docs/product/travel-rule.md#deposits). */
  travelRule?: { sendingExchange: string | null; originatorName: string | null };
}

/**
 * Records a deposit once, in one transaction (so there is no half-recorded deposit to
 * recover): credited through the ledger with a "Deposit received" notification, or — when
 * `holdReasonFor` says Wattle may not credit it now — credited to the customer's hold for the
 * asset with a "Deposit on hold" one, for support to release or return. Never refused.
 */
export async function recordDeposit(
  deps: ServiceDeps,
  deposit: IncomingDeposit,
): Promise<TransferView> {
  const { asset, method, externalReference } = deposit;
  let recorded: { transferId: string; userId: string };
  try {
    recorded = await moneyTransaction(deps, async (trx) => {
      const repeat = await findDepositByPayment(trx, method, asset.asset_id, externalReference);
      if (repeat) return { transferId: repeat.transfer_id, userId: repeat.user_id };
      const transferId = randomUUID();
      const amount = describeAmount(deposit.units, asset);
      const holdReason = await holdReasonFor(withDb(deps, trx), {
        userId: deposit.userId,
        senderFlagged: deposit.senderFlagged ?? false,
      });
      const posting = {
        userId: deposit.userId,
        assetId: asset.asset_id,
        units: deposit.units,
        transferId,
        description: `${asset.symbol} deposit${holdReason ? ' (held)' : ''}`,
      };
      const entryId = holdReason
        ? await postHeldDeposit(trx, posting)
        : await postDeposit(trx, posting);
      await insertTransfer(trx, {
        transfer_id: transferId,
        user_id: deposit.userId,
        type: 'deposit',
        status: holdReason ? 'held' : 'complete',
        method,
        asset_id: asset.asset_id,
        amount: deposit.units,
        counterparty: deposit.counterparty,
        address: deposit.source?.address ?? null,
        tag: deposit.source?.tag ?? null,
        external_reference: externalReference,
        entry_id: entryId,
        hold_reason: holdReason,
        settled_at: new Date(),
      });
      if (method === 'chain') {
        await recordIncomingTravelRule(withDb(deps, trx), {
          userId: deposit.userId,
          transferId,
          assetId: asset.asset_id,
          units: deposit.units,
          fromAddress: deposit.source?.address ?? null,
          sendingExchange: deposit.travelRule?.sendingExchange ?? null,
          originatorName: deposit.travelRule?.originatorName ?? null,
        });
      }
      await notify(
        withDb(deps, trx),
        holdReason
          ? {
              userId: deposit.userId,
              title: NOTIFICATION_TITLES.depositHeld,
              message: `${amount} arrived and is on hold. ${HOLD_EXPLANATIONS[holdReason]}`,
              type: 'warning',
              topics: ['balances', 'history'],
            }
          : {
              userId: deposit.userId,
              title: NOTIFICATION_TITLES.depositSuccess,
              message: `${amount} has arrived in your Wattle account.`,
              type: 'success',
              topics: ['balances', 'history'],
            },
      );
      return { transferId, userId: deposit.userId };
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'transfers_payment_key')) throw error;
    // Reported twice at once: the other report recorded it.
    const repeat = await findDepositByPayment(deps.db, method, asset.asset_id, externalReference);
    if (!repeat) throw error;
    recorded = { transferId: repeat.transfer_id, userId: repeat.user_id };
  }
  const view = await findTransfer(deps.db, recorded.userId, recorded.transferId);
  if (!view) throw new Error(`Deposit ${recorded.transferId} vanished`);
  return view;
}
