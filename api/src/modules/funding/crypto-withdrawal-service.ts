import {
  addressProblem,
  fromSmallestUnits,
  makeAmount,
  tagLabelFor,
  tagProblem,
  toSmallestUnits,
  type CryptoWithdrawRequest,
  type Transfer,
  type WithdrawEstimate,
  type WithdrawEstimateRequest,
  type WithdrawEstimateResult,
  type WithdrawVerification,
} from '@wattle/shared/contracts';
import type { AssetRow } from '../assets/index.js';
import { assertNoSecurityHold } from '../identity/security-hold/index.js';
import { checkStepUp, stepUpMethodOf } from '../identity/two-factor/index.js';
import { customerBalance } from '../ledger/index.js';
import { assertTravelRuleReady, claimTravelRuleClearance } from '../travel-rule/index.js';
import { decimalPlaces } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  estimateInvalid,
  estimateUsed,
  insufficientFunds,
  invalidInput,
  ruleRefusal,
} from './funding-errors.js';
import { assertSavedDestination } from './address-book-service.js';
import { audValueAtBid } from './aud-value.js';
import { findAssetByCode } from './funding-repository.js';
import { chainCounterparty } from './transfer-mapper.js';
import { estimateAlreadyUsed } from './transfer-repository.js';
import { estimateExpiry, signEstimate, verifyEstimate } from './withdraw-estimate.js';
import { assertWithinDailyLimit } from './withdrawal-limit.js';
import { reviewFor } from './paused-withdrawal-service.js';
import { debitWithdrawal, withdrawalReplay } from './withdrawal-service.js';

/** Who is withdrawing, and the key that signs and checks their estimates. */
export interface Withdrawer {
  userId: string;
  estimateKey: Buffer;
}

async function withdrawableAsset(deps: ServiceDeps, code: string): Promise<AssetRow> {
  const asset = await findAssetByCode(deps.db, code);
  if (!asset) throw invalidInput('That asset is not listed on Wattle');
  if (asset.type === 'fiat') {
    throw invalidInput('AUD is withdrawn to your bank account: use the AUD withdrawal');
  }
  return asset;
}

function assertWithdrawOpen(asset: AssetRow): void {
  if (!asset.enabled || !asset.withdraw_enabled) {
    throw ruleRefusal('withdrawal_reason', `${asset.symbol} withdrawals are paused right now`);
  }
}

async function assertAddressClear(deps: ServiceDeps, asset: AssetRow, address: string) {
  const screening = await deps.providers.custody.screenAddress(asset.chain, address);
  if (screening.outcome === 'flagged') throw ruleRefusal('chainalysis_reason', screening.reason);
}

function assertAddress(asset: AssetRow, address: string): void {
  const problem = addressProblem(asset.chain, asset.name, address);
  if (problem) throw invalidInput(problem);
}

/**
 * The fee quote (docs/product/funding.md#crypto-withdrawals): amount, network fee,
 * destination, signed and dated for this caller. Checks what can be checked now, so the
 * customer hears about a problem before confirming.
 */
export async function estimateWithdrawal(
  deps: ServiceDeps,
  { userId, estimateKey, request }: Withdrawer & { request: WithdrawEstimateRequest },
): Promise<WithdrawEstimateResult> {
  const asset = await withdrawableAsset(deps, request.asset);
  assertWithdrawOpen(asset);
  await assertNoSecurityHold(deps, { userId, action: 'withdraw crypto' });
  if (decimalPlaces(request.amount) > asset.decimals) {
    throw invalidInput(`${asset.symbol} amounts can have at most ${asset.decimals} decimals`);
  }
  assertAddress(asset, request.address);
  await assertSavedDestination(deps, { userId, asset, address: request.address });
  // Whose wallet and what kind, answered before any fee (docs/product/travel-rule.md).
  await assertTravelRuleReady(deps, { userId, assetId: asset.asset_id, address: request.address });
  const units = toSmallestUnits(request.amount, asset.precision, 'down');
  const minimum = BigInt(asset.withdraw_minimum);
  if (units === 0n || units < minimum) {
    const shown = fromSmallestUnits(minimum, asset.precision).toFixed();
    throw invalidInput(`The minimum ${asset.symbol} withdrawal is ${shown} ${asset.symbol}`);
  }
  const fee = BigInt(asset.withdraw_fee);
  const balance = await customerBalance(deps.db, userId, asset.asset_id);
  if (units + fee > balance) throw insufficientFunds();
  await assertAddressClear(deps, asset, request.address);
  const now = new Date();
  await assertWithinDailyLimit(deps.db, userId, audValueAtBid(deps, asset, units, now), now);
  const unsigned = {
    asset: asset.symbol,
    amount: makeAmount(units, asset.precision, asset.symbol),
    quotedFee: makeAmount(fee, asset.precision, asset.symbol),
    address: request.address,
    signatureDate: now.toISOString(),
  };
  return {
    ...unsigned,
    signature: signEstimate(estimateKey, userId, unsigned),
    total: makeAmount(units + fee, asset.precision, asset.symbol),
    expiresAt: estimateExpiry(now).toISOString(),
  };
}

/** A genuine estimate's asset, whose amounts are in that asset's units. */
async function estimateAsset(deps: ServiceDeps, estimate: WithdrawEstimate): Promise<AssetRow> {
  const asset = await findAssetByCode(deps.db, estimate.asset);
  const matches = (amount: WithdrawEstimate['amount']) =>
    asset !== undefined && amount.precision === asset.precision && amount.name === asset.symbol;
  if (!asset || !matches(estimate.amount) || !matches(estimate.quotedFee)) throw estimateInvalid();
  return asset;
}

export async function verifyWithdrawal(
  deps: ServiceDeps,
  { userId, estimateKey, estimate }: Withdrawer & { estimate: WithdrawEstimate },
): Promise<WithdrawVerification> {
  const expiresAt = verifyEstimate(estimateKey, userId, estimate, new Date());
  const asset = await estimateAsset(deps, estimate);
  const stepUp = await stepUpMethodOf(deps, userId);
  return {
    valid: true,
    expiresAt: expiresAt.toISOString(),
    twoFactorRequired: stepUp === 'otp',
    stepUp,
    tagLabel: tagLabelFor(asset.chain),
  };
}

/**
 * Sends coins as the signed estimate says: the estimate must be genuine, the caller's, fresh
 * and unused; step-up (a current code with two-factor on, else the password); a saved address
 * when the customer allows only those; the destination must pass the sanctions screen and the
 * amount the daily limit. Debited now, broadcast next.
 */
export async function withdrawCrypto(
  deps: ServiceDeps,
  {
    userId,
    estimateKey,
    request,
    idempotencyKey,
  }: Withdrawer & { request: CryptoWithdrawRequest; idempotencyKey: string | undefined },
): Promise<Transfer> {
  // The proof is no part of what was asked for (and a password must never be fingerprinted).
  const { otp, password, ...body } = request;
  const replay = await withdrawalReplay(deps, { userId, idempotencyKey, body });
  if (replay) return replay;
  await assertNoSecurityHold(deps, { userId, action: 'withdraw crypto' });
  const { tag, scamCheck, ...estimate } = body;
  verifyEstimate(estimateKey, userId, estimate, new Date());
  const asset = await estimateAsset(deps, estimate);
  const stepUp = await checkStepUp(deps, { userId, proof: { otp, password }, action: 'withdraw' });
  const tagIssue = tagProblem(asset.chain, asset.name, tag);
  if (tagIssue) throw invalidInput(tagIssue);
  assertAddress(asset, estimate.address);
  await assertSavedDestination(deps, {
    userId,
    asset,
    address: estimate.address,
    tag: tag ? tag : null,
  });
  await assertAddressClear(deps, asset, estimate.address);
  return debitWithdrawal(deps, {
    userId,
    idempotencyKey,
    body,
    // Last before the debit, so a typo in the address does not spend the customer's code.
    authorise: stepUp.spend,
    review: reviewFor(deps, { userId, scamCheck }),
    prepare: async (trx) => {
      const current = await findAssetByCode(trx, asset.asset_id);
      if (!current) throw estimateInvalid();
      assertWithdrawOpen(current);
      if (await estimateAlreadyUsed(trx, estimate.signature)) throw estimateUsed();
      const units = BigInt(estimate.amount.value);
      await claimTravelRuleClearance(trx, {
        userId,
        assetId: current.asset_id,
        address: estimate.address,
        units,
        estimateSignature: estimate.signature,
      });
      return {
        asset: current,
        units,
        // The fee the customer was quoted, even if the network fee changed since.
        feeUnits: BigInt(estimate.quotedFee.value),
        audValue: audValueAtBid(deps, current, units, new Date()),
        method: 'chain',
        withdrawAccountId: null,
        address: estimate.address,
        tag: tag ? tag : null,
        counterparty: chainCounterparty(estimate.address),
        estimateSignature: estimate.signature,
      };
    },
  });
}
