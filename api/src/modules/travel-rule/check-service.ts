import { randomUUID } from 'node:crypto';
import {
  addressProblem,
  exchangeNameOf,
  fromSmallestUnits,
  toSmallestUnits,
  type TravelRuleCheck,
  type TravelRuleCheckRequest,
} from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import { decimalPlaces } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { TravelRuleAnswer } from '../../providers/travel-rule/travel-rule-provider.js';
import { coinOf, saveAnswers } from './destination-service.js';
import { buildIvmsMessage } from './ivms-message.js';
import { answersRequired, NOT_CHECKED, notCleared, proofRequired } from './travel-rule-errors.js';
import {
  claimRecord,
  findClearance,
  findDestination,
  findLatestUnused,
  findOriginator,
  insertRecord,
  type DestinationRow,
} from './travel-rule-repository.js';
import {
  CLEARANCE_HOURS,
  hoursFrom,
  RESOLUTION_MESSAGES,
  STATUS_MESSAGES,
} from './travel-rule-words.js';

type OutgoingRow = NonNullable<Awaited<ReturnType<typeof findLatestUnused>>>;

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

/** The payee: the customer for their own wallet, else the name they gave. */
async function beneficiaryOf(db: Db, userId: string, destination: DestinationRow) {
  const originator = await findOriginator(db, userId);
  if (!originator) throw new Error(`Customer ${userId} vanished`);
  return {
    originator,
    beneficiaryName: destination.beneficiary_name ?? fullName(originator),
  };
}

/** What the customer hears about a record: the exchange's answer, or support's decision. */
export function recordMessage(row: Pick<OutgoingRow, 'provider_message' | 'resolution'>) {
  return row.resolution ? RESOLUTION_MESSAGES[row.resolution] : row.provider_message;
}

function checkOf(row: OutgoingRow, now: Date): TravelRuleCheck {
  const cleared = row.cleared_until !== null && row.cleared_until > now;
  return {
    recordId: row.record_id,
    status: row.status,
    cleared,
    nameMatch:
      row.status === 'accepted' ? 'match' : row.status === 'name_mismatch' ? 'mismatch' : null,
    beneficiaryName: row.beneficiary_name ?? '',
    exchangeName: row.exchange_name,
    message: recordMessage(row),
    resolution: row.resolution,
  };
}

/** The exchange's answer as it is kept: its state, its words, and until when it clears. */
function outcomeOf(answer: TravelRuleAnswer, now: Date) {
  if (answer.outcome === 'accepted') {
    return {
      status: 'accepted' as const,
      provider_reference: answer.reference,
      provider_message: STATUS_MESSAGES.accepted,
      cleared_until: hoursFrom(now, CLEARANCE_HOURS),
    };
  }
  return {
    status: answer.outcome,
    provider_reference: 'reference' in answer ? answer.reference : null,
    provider_message: answer.reason,
    cleared_until: null,
  };
}

/**
 * `POST /travel-rule/checks` (docs/product/travel-rule.md#withdrawals): keeps the customer's
 * answers for the destination, then says whether the withdrawal may go on. A self-hosted
 * wallet has no exchange to ask (the customer's own must be proved theirs first). For an
 * exchange account the IVMS 101 message goes to the receiving exchange and its answer is kept
 * as a record; an answer already standing for the same payee and exchange (cleared and
 * unused, or a case with support) is given again rather than asked twice.
 */
export async function checkTravelRule(
  deps: ServiceDeps,
  { userId, request }: { userId: string; request: TravelRuleCheckRequest },
): Promise<TravelRuleCheck> {
  const coin = await coinOf(deps, request.asset);
  if (decimalPlaces(request.amount) > coin.decimals) {
    throw badRequest(`${coin.symbol} amounts can have at most ${coin.decimals} decimals`);
  }
  const problem = addressProblem(coin.chain, coin.name, request.address);
  if (problem) throw badRequest(problem);
  // The fee estimate holds the amount to the coin's minimum and the balance.
  const units = toSmallestUnits(request.amount, coin.precision, 'down');
  const destination = await saveAnswers(deps, {
    userId,
    coin,
    address: request.address,
    answers: request.answers,
  });
  const { originator, beneficiaryName } = await beneficiaryOf(deps.db, userId, destination);
  const exchangeName = exchangeNameOf(destination.exchange, destination.exchange_name);
  const now = new Date();
  if (destination.wallet_kind === 'self_hosted') {
    const unproven = destination.owner === 'self' && destination.proof === null;
    return {
      recordId: null,
      status: unproven ? 'proof_required' : 'self_hosted',
      cleared: !unproven,
      nameMatch: null,
      beneficiaryName,
      exchangeName: null,
      message: unproven ? proofRequired().message : STATUS_MESSAGES.self_hosted,
      resolution: null,
    };
  }
  const key = { userId, assetId: coin.asset_id, address: request.address };
  const standing = await findLatestUnused(deps.db, key);
  const samePayee =
    standing?.beneficiary_name === beneficiaryName && standing.exchange_name === exchangeName;
  const open =
    standing?.resolution === null &&
    (standing.status === 'name_mismatch' || standing.status === 'unreachable');
  if (standing && samePayee && (checkOf(standing, now).cleared || open)) {
    return checkOf(standing, now);
  }
  const recordId = randomUUID();
  const ivms101 = buildIvmsMessage({
    userId,
    originator,
    beneficiaryName,
    beneficiaryExchange: exchangeName,
    address: request.address,
  });
  let answer: TravelRuleAnswer;
  try {
    answer = await deps.providers.travelRule.send({
      recordId,
      beneficiaryExchange: exchangeName ?? '',
      asset: coin.symbol,
      chain: coin.chain,
      amount: fromSmallestUnits(units, coin.precision).toFixed(),
      address: request.address,
      ivms101,
    });
  } catch (error) {
    deps.log.warn({ err: error, recordId }, 'Travel Rule provider failed');
    answer = { outcome: 'unreachable', reason: STATUS_MESSAGES.unreachable };
  }
  await insertRecord(deps.db, {
    record_id: recordId,
    user_id: userId,
    direction: 'outgoing',
    asset_id: coin.asset_id,
    amount: units,
    address: request.address,
    owner: destination.owner,
    wallet_kind: destination.wallet_kind,
    exchange_name: exchangeName,
    originator_name: fullName(originator),
    beneficiary_name: beneficiaryName,
    message: JSON.stringify(ivms101),
    ...outcomeOf(answer, now),
  });
  const saved = await findLatestUnused(deps.db, key);
  if (!saved) throw new Error(`Travel Rule record ${recordId} vanished`);
  return checkOf(saved, now);
}

interface Destination {
  userId: string;
  assetId: string;
  address: string;
}

/** Why this destination may not take coins now; null when it may. */
async function refusal(db: Db, key: Destination, now: Date) {
  const destination = await findDestination(db, key);
  if (!destination) return { error: answersRequired(), destination };
  if (destination.wallet_kind === 'self_hosted') {
    const unproven = destination.owner === 'self' && destination.proof === null;
    return { error: unproven ? proofRequired() : null, destination };
  }
  const clearance = await findClearance(db, key, now, { lock: false });
  if (clearance) return { error: null, destination };
  const latest = await findLatestUnused(db, key);
  return { error: notCleared(latest ? recordMessage(latest) : NOT_CHECKED), destination };
}

/**
 * Before a fee estimate: the destination has its Travel Rule answers, and is either a
 * self-hosted wallet (the customer's own proved theirs) or an exchange account the exchange
 * accepted (or support approved) and no withdrawal has used yet.
 */
export async function assertTravelRuleReady(deps: ServiceDeps, key: Destination): Promise<void> {
  const { error } = await refusal(deps.db, key, new Date());
  if (error) throw error;
}

/**
 * Inside the withdrawal's transaction, just before the debit: checks again and ties the
 * Travel Rule record to this withdrawal (by its estimate's signature) — the exchange's
 * clearance is used up, or a self-hosted wallet's record is written with the IVMS 101
 * details Wattle keeps. A rolled-back withdrawal leaves the clearance unused.
 */
export async function claimTravelRuleClearance(
  trx: Db,
  claim: Destination & { units: bigint; estimateSignature: string },
): Promise<void> {
  const now = new Date();
  const { error, destination } = await refusal(trx, claim, now);
  if (error) throw error;
  if (!destination) throw answersRequired();
  if (destination.wallet_kind === 'exchange') {
    const clearance = await findClearance(trx, claim, now, { lock: true });
    if (!clearance) throw notCleared(NOT_CHECKED);
    await claimRecord(trx, clearance.record_id, {
      estimateSignature: claim.estimateSignature,
      amount: claim.units,
    });
    return;
  }
  const { originator, beneficiaryName } = await beneficiaryOf(trx, claim.userId, destination);
  await insertRecord(trx, {
    user_id: claim.userId,
    direction: 'outgoing',
    asset_id: claim.assetId,
    amount: claim.units,
    address: claim.address,
    owner: destination.owner,
    wallet_kind: destination.wallet_kind,
    originator_name: fullName(originator),
    beneficiary_name: beneficiaryName,
    message: JSON.stringify(
      buildIvmsMessage({
        userId: claim.userId,
        originator,
        beneficiaryName,
        beneficiaryExchange: null,
        address: claim.address,
      }),
    ),
    status: 'self_hosted',
    provider_message: STATUS_MESSAGES.self_hosted,
    estimate_signature: claim.estimateSignature,
  });
}
