import { randomUUID } from 'node:crypto';
import type { Transfer } from '@wattle/shared/contracts';
import type { Trx } from '../../db/transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { AssetRow } from '../assets/index.js';
import {
  customerBalance,
  isInsufficientFunds,
  moneyTransaction,
  postWithdrawal,
} from '../ledger/index.js';
import {
  claimIdempotencyKey,
  keyExpired,
  readIdempotencyKey,
  requestHash,
  storedAnswer,
  storeIdempotentFailure,
  storeIdempotentResult,
} from '../trading/index.js';
import { estimateUsed, insufficientFunds, NOT_REPLAYED } from './funding-errors.js';
import { settleWithdrawal } from './settlement-service.js';
import { toTransfer } from './transfer-mapper.js';
import { findTransfer, insertTransfer, lockCustomerWithdrawals } from './transfer-repository.js';
import { assertWithinDailyLimit } from './withdrawal-limit.js';

/** What one withdrawal takes from the customer and where it goes. */
export interface WithdrawalDraft {
  asset: AssetRow;
  /** Leaves for the bank or the chain, in smallest units. */
  units: bigint;
  /** The network fee on top (crypto); zero for AUD. */
  feeUnits: bigint;
  /** AUD units, for the daily limit. */
  audValue: bigint;
  method: 'bank_transfer' | 'chain';
  withdrawAccountId: string | null;
  address: string | null;
  tag: string | null;
  counterparty: string;
  estimateSignature: string | null;
}

export interface WithdrawalRequest {
  userId: string;
  idempotencyKey: string | undefined;
  /** The request as sent, for the Idempotency-Key's fingerprint. */
  body: unknown;
  /** Checks made with the customer's withdrawals locked; returns what to debit. */
  prepare: (trx: Trx) => Promise<WithdrawalDraft>;
  /**
   * Spends the step-up proof, once every other check has passed and just before the debit, in
   * the same transaction: a refused or rolled-back withdrawal leaves the code unused.
   */
  authorise: (trx: Trx) => Promise<void>;
  /**
   * Money-out safety's look, once every check has passed: an answer to give instead of the
   * debit when it pauses the withdrawal (docs/product/funding.md#paused-withdrawals). The proof
   * is spent and the answer kept under the Idempotency-Key, in the same transaction.
   */
  review?: (trx: Trx, draft: WithdrawalDraft) => Promise<AppError | null>;
  /** Written with the debit, naming its transfer: a paused withdrawal released. */
  recorded?: (trx: Trx, transferId: string) => Promise<void>;
}

const replayable = (error: AppError) =>
  error.statusCode < 500 && !NOT_REPLAYED.has(error.code ?? '');

interface StoredWithdrawal {
  paymentTransferId: string;
}

async function currentTransfer(deps: ServiceDeps, userId: string, transferId: string) {
  await settleWithdrawal(deps, transferId);
  const view = await findTransfer(deps.db, userId, transferId);
  if (!view) throw new Error(`Transfer ${transferId} vanished`);
  return toTransfer(view);
}

/**
 * A retry under an Idempotency-Key already answered: the same answer (the transfer as it is
 * now), before any check runs again — an authenticator code or an estimate goes stale, a
 * retry must not. Null when the key is new; the debit's own claim settles a race.
 */
export async function withdrawalReplay(
  deps: ServiceDeps,
  {
    userId,
    idempotencyKey,
    body,
  }: { userId: string; idempotencyKey: string | undefined; body: unknown },
): Promise<Transfer | null> {
  if (!idempotencyKey) return null;
  const stored = await readIdempotencyKey(deps.db, userId, idempotencyKey);
  if (!stored || keyExpired(stored)) return null;
  const { paymentTransferId } = storedAnswer<StoredWithdrawal>(stored, requestHash(body));
  return currentTransfer(deps, userId, paymentTransferId);
}

/**
 * Takes the money at request time — amount and fee, in one ledger entry — and records the
 * transfer as pending; then asks the bank or the chain to pay it out. The ledger refuses an
 * overdraft, so the same money can never leave twice.
 */
export async function debitWithdrawal(
  deps: ServiceDeps,
  request: WithdrawalRequest,
): Promise<Transfer> {
  const { userId, idempotencyKey } = request;
  const hash = requestHash(request.body);
  let transferId: string | null;
  let paused: AppError | null = null;
  try {
    transferId = await moneyTransaction(deps, async (trx) => {
      if (idempotencyKey) {
        const claim = await claimIdempotencyKey<StoredWithdrawal>(
          trx,
          userId,
          idempotencyKey,
          hash,
        );
        if ('replay' in claim) return claim.replay.paymentTransferId;
      }
      await lockCustomerWithdrawals(trx, userId);
      const draft = await request.prepare(trx);
      const balance = await customerBalance(trx, userId, draft.asset.asset_id);
      if (balance < draft.units + draft.feeUnits) throw insufficientFunds();
      await assertWithinDailyLimit(trx, userId, draft.audValue, new Date());
      paused = (await request.review?.(trx, draft)) ?? null;
      await request.authorise(trx);
      if (paused) {
        if (idempotencyKey) {
          await storeIdempotentResult(trx, userId, idempotencyKey, paused.statusCode, {
            error: { statusCode: paused.statusCode, message: paused.message, code: paused.code },
          });
        }
        return null;
      }
      const id = randomUUID();
      const entryId = await postWithdrawal(trx, {
        userId,
        assetId: draft.asset.asset_id,
        units: draft.units,
        feeUnits: draft.feeUnits,
        transferId: id,
        description: `${draft.asset.symbol} withdrawal`,
      });
      await insertTransfer(trx, {
        transfer_id: id,
        user_id: userId,
        type: 'withdrawal',
        status: 'pending',
        method: draft.method,
        asset_id: draft.asset.asset_id,
        amount: draft.units,
        fee: draft.feeUnits,
        aud_value: draft.audValue,
        withdraw_account_id: draft.withdrawAccountId,
        address: draft.address,
        tag: draft.tag,
        counterparty: draft.counterparty,
        estimate_signature: draft.estimateSignature,
        entry_id: entryId,
      });
      await request.recorded?.(trx, id);
      if (idempotencyKey) {
        await storeIdempotentResult(trx, userId, idempotencyKey, 200, { paymentTransferId: id });
      }
      return id;
    });
  } catch (caught) {
    let error = caught;
    if (isInsufficientFunds(caught)) error = insufficientFunds();
    else if (isUniqueViolation(caught, 'transfers_estimate_key')) error = estimateUsed();
    // A refusal is an answer too: the same key gets the same refusal.
    if (idempotencyKey && error instanceof AppError && replayable(error)) {
      await storeIdempotentFailure(deps.db, userId, idempotencyKey, hash, error);
    }
    throw error;
  }
  if (paused !== null || transferId === null) throw paused ?? new Error('No withdrawal recorded');
  return currentTransfer(deps, userId, transferId);
}
