import {
  makeAmount,
  type TravelRuleRecord,
  type TravelRuleResolveRequest,
} from '@wattle/shared/contracts';
import { stringify } from 'csv-stringify/sync';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { writeAudit, type Actor } from '../audit/index.js';
import { recordMessage } from './check-service.js';
import { caseClosed } from './travel-rule-errors.js';
import {
  findOriginator,
  findRecord,
  findRecordOfTransfer,
  listOpenCases,
  listRecordsBetween,
  listRecordsOf,
  resolveRecord,
  type RecordRow,
} from './travel-rule-repository.js';
import { CLEARANCE_HOURS, hoursFrom } from './travel-rule-words.js';

const RECORD = 'That Travel Rule record';
/** At most this many records in one staff list or export. */
const LIST_LIMIT = 200;
const EXPORT_LIMIT = 10_000;

export function toRecord(row: RecordRow): TravelRuleRecord {
  return {
    recordId: row.record_id,
    direction: row.direction,
    asset: row.symbol,
    amount: makeAmount(BigInt(row.amount), row.precision, row.symbol),
    address: row.address,
    walletKind: row.wallet_kind,
    owner: row.owner,
    exchangeName: row.exchange_name,
    originatorName: row.originator_name,
    beneficiaryName: row.beneficiary_name,
    status: row.status,
    message: recordMessage(row),
    resolution: row.resolution,
    resolutionReason: row.resolution_reason,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    paymentTransferId: row.payment_transfer_id,
    createdAt: row.created_at.toISOString(),
    keepUntil: row.keep_until.toISOString(),
  };
}

/** The record of one of the customer's own withdrawals or deposits, for its history detail. */
export async function recordOfTransfer(
  deps: ServiceDeps,
  { userId, transferId }: { userId: string; transferId: string },
): Promise<TravelRuleRecord> {
  const row = await findRecordOfTransfer(deps.db, userId, transferId);
  if (!row) throw notFound(RECORD);
  return toRecord(row);
}

/** Support: one customer's records, newest first (the read is audited). */
export async function recordsForStaff(
  deps: ServiceDeps,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<TravelRuleRecord[]> {
  if (!(await findOriginator(deps.db, userId))) throw notFound('That customer');
  await writeAudit(deps.db, {
    ...actor,
    subjectUserId: userId,
    action: 'travel_rule.viewed',
    details: {},
  });
  return (await listRecordsOf(deps.db, userId, LIST_LIMIT)).map(toRecord);
}

/** Support: every case waiting for a decision, oldest first. */
export async function openCases(deps: ServiceDeps): Promise<TravelRuleRecord[]> {
  return (await listOpenCases(deps.db, LIST_LIMIT)).map(toRecord);
}

/**
 * support_lv2 decides a case the exchange could not settle, with a reason, audited in the same
 * transaction (docs/product/travel-rule.md#cases-for-support). Approving an outgoing case lets
 * one withdrawal to that destination go within 24 hours; refusing keeps it from going. A
 * deposit flagged for its missing originator is only marked reviewed either way: its coins
 * were credited when they arrived.
 */
export async function resolveCase(
  deps: ServiceDeps,
  {
    actor,
    recordId,
    request,
  }: { actor: Actor; recordId: string; request: TravelRuleResolveRequest },
): Promise<TravelRuleRecord> {
  return inTransaction(deps, async (trx) => {
    const row = await findRecord(trx, recordId);
    if (!row) throw notFound(RECORD);
    const approvesWithdrawal = request.decision === 'approved' && row.direction === 'outgoing';
    const resolved = await resolveRecord(trx, recordId, {
      resolution: request.decision,
      resolvedBy: actor.actorId,
      reason: request.reason,
      clearedUntil: approvesWithdrawal ? hoursFrom(new Date(), CLEARANCE_HOURS) : null,
    });
    if (!resolved) throw caseClosed();
    await writeAudit(trx, {
      ...actor,
      subjectUserId: row.user_id,
      action: `travel_rule.${request.decision}`,
      details: { recordId, status: row.status, reason: request.reason },
    });
    const updated = await findRecord(trx, recordId);
    if (!updated) throw notFound(RECORD);
    return toRecord(updated);
  });
}

const CSV_HEADER = [
  'Record',
  'Created (UTC)',
  'Direction',
  'Customer',
  'Asset',
  'Amount',
  'Address',
  'Wallet',
  'Owner',
  'Exchange',
  'Originator',
  'Beneficiary',
  'Status',
  'Exchange reference',
  'Resolution',
  'Resolution reason',
  'Resolved (UTC)',
  'Transfer',
  'Keep until (UTC)',
  'IVMS 101 message',
];

/**
 * Support: every record made in the range as CSV, the IVMS 101 message included, for the
 * regulator or an auditor (the export is audited). Every cell is quoted and never read as a
 * formula: names and addresses are text people typed.
 */
export async function recordsCsv(
  deps: ServiceDeps,
  { actor, from, to }: { actor: Actor; from: Date; to: Date },
): Promise<string> {
  const rows = await listRecordsBetween(deps.db, { from, to }, EXPORT_LIMIT);
  await writeAudit(deps.db, {
    ...actor,
    subjectUserId: null,
    action: 'travel_rule.exported',
    details: { from: from.toISOString(), to: to.toISOString(), records: rows.length },
  });
  const lines = rows.map((row) => {
    const record = toRecord(row);
    return [
      record.recordId,
      record.createdAt,
      record.direction,
      row.user_id,
      record.asset,
      record.amount.decimalValue,
      record.address ?? '',
      record.walletKind ?? '',
      record.owner ?? '',
      record.exchangeName ?? '',
      record.originatorName ?? '',
      record.beneficiaryName ?? '',
      record.status,
      row.provider_reference ?? '',
      record.resolution ?? '',
      record.resolutionReason ?? '',
      record.resolvedAt ?? '',
      record.paymentTransferId ?? '',
      record.keepUntil,
      row.message === null ? '' : JSON.stringify(row.message),
    ];
  });
  return stringify([CSV_HEADER, ...lines], {
    quoted: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}
