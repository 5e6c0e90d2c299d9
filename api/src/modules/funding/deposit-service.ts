import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TITLES } from '@wattle/shared/contracts';
import type { TransferMethod } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import type { AssetRow } from '../assets/index.js';
import { moneyTransaction, postDeposit } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
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
  /** Set when Wattle cannot accept the money: written for the customer. */
  refusal: string | null;
}

/**
 * Records a deposit once: credited through the ledger with a "Deposit received"
 * notification, or refused (no ledger entry) with a "Deposit failed" one. One transaction, so
 * there is no half-recorded deposit to recover.
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
      const now = new Date();
      const amount = describeAmount(deposit.units, asset);
      const common = {
        transfer_id: transferId,
        user_id: deposit.userId,
        type: 'deposit' as const,
        method,
        asset_id: asset.asset_id,
        amount: deposit.units,
        counterparty: deposit.counterparty,
        external_reference: externalReference,
        settled_at: now,
      };
      if (deposit.refusal) {
        await insertTransfer(trx, { ...common, status: 'failed', failure_reason: deposit.refusal });
        await notify(withDb(deps, trx), {
          userId: deposit.userId,
          title: NOTIFICATION_TITLES.depositFailure,
          message: `Your deposit of ${amount} was not credited. ${deposit.refusal}`,
          type: 'error',
          topics: ['history'],
        });
      } else {
        const entryId = await postDeposit(trx, {
          userId: deposit.userId,
          assetId: asset.asset_id,
          units: deposit.units,
          transferId,
          description: `${asset.symbol} deposit`,
        });
        await insertTransfer(trx, { ...common, status: 'complete', entry_id: entryId });
        await notify(withDb(deps, trx), {
          userId: deposit.userId,
          title: NOTIFICATION_TITLES.depositSuccess,
          message: `${amount} has arrived in your Wattle account.`,
          type: 'success',
          topics: ['balances', 'history'],
        });
      }
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
