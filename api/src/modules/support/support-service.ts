import type {
  AuditEntry,
  PermissionType,
  SupportUserDetail,
  SupportUserSummary,
} from '@wattle/shared/contracts';
import { AUDIT_CSV_HEADER, auditCsvCells } from '@wattle/shared/audit-words';
import type { Db } from '../../db/database.js';
import { stringify } from 'csv-stringify/sync';
import type { PepStatus } from '../../db/schema.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { notFound } from '../../lib/errors.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { listAudit, writeAudit, type Actor, type AuditFilter } from '../audit/index.js';
import {
  currentWithdrawAccount,
  heldDepositsForStaff,
  releaseHeldDeposit,
  returnHeldDeposit,
} from '../funding/index.js';
import {
  activeSuspensionsOf,
  addSuspension,
  liftSuspension,
  permissionsFor,
  toUser,
  type UserRow,
} from '../identity/accounts/index.js';
import { kycStatusFor, kycSubmissionsOf, overridePepStatus } from '../identity/kyc/index.js';
import { endUserSessions } from '../identity/sessions/index.js';
import { resetTwoFactorBySupport } from '../identity/two-factor/index.js';
import { trustedContactOf } from '../money-out-safety/index.js';
import { announceChange, listNotifications, notify } from '../notifications/index.js';
import { portfolioBalances } from '../portfolio/index.js';
import {
  countActiveSessions,
  depositReferenceOf,
  lockCustomer,
  searchCustomers,
  selectCustomer,
} from './support-repository.js';
import { alreadySuspended, noTwoFactor, notSuspended } from './support-errors.js';

const RECENT_AUDIT = 20;
const RECENT_NOTIFICATIONS = 20;
const CUSTOMER = 'That customer';

/** A customer's record; a staff account is outside what support sees (undefined). */
export function findCustomer(db: Db, userId: string): Promise<UserRow | undefined> {
  return selectCustomer(db, userId);
}

function toSummary(row: UserRow): SupportUserSummary {
  const user = toUser(row);
  return {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    preferredName: user.preferredName,
    accountStatus: row.status,
    emailVerified: user.emailVerified,
    phoneNumberVerified: user.phoneNumberVerified,
    documentsVerified: user.documentsVerified,
    pepStatus: user.pepStatus,
    phoneNumber: row.phone_number,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt,
  };
}

/** A search shows customers' data too: who searched for what, and how many they saw. */
export async function findCustomers(deps: ServiceDeps, input: { actor: Actor; query: string }) {
  const found = (await searchCustomers(deps.db, input.query)).map(toSummary);
  await writeAudit(deps.db, {
    ...input.actor,
    subjectUserId: found.length === 1 ? (found[0]?.userId ?? null) : null,
    action: 'customer.search',
    details: { query: input.query, results: found.length },
  });
  return found;
}

/** A staff member opening a customer's record: the answer is sent once the read is audited. */
export async function readCustomer(
  deps: ServiceDeps,
  input: { actor: Actor; userId: string },
): Promise<SupportUserDetail> {
  const detail = await customerDetail(deps, input.userId);
  await writeAudit(deps.db, {
    ...input.actor,
    subjectUserId: input.userId,
    action: 'customer.read',
    details: { view: 'customer' },
  });
  return detail;
}

export async function customerDetail(
  deps: ServiceDeps,
  userId: string,
): Promise<SupportUserDetail> {
  const row = await findCustomer(deps.db, userId);
  if (!row) throw notFound(CUSTOMER);
  const [
    kyc,
    submissions,
    permissions,
    suspensions,
    recentAudit,
    balances,
    notifications,
    withdrawAccount,
    depositReference,
    activeSessions,
    heldDeposits,
    trustedContact,
  ] = await Promise.all([
    kycStatusFor(deps, userId),
    kycSubmissionsOf(deps.db, userId),
    permissionsFor(deps, userId),
    activeSuspensionsOf(deps.db, userId),
    listAudit(deps.db, { subjectUserId: userId, limit: RECENT_AUDIT }),
    portfolioBalances(deps, userId),
    listNotifications(deps, userId),
    currentWithdrawAccount(deps, userId),
    depositReferenceOf(deps.db, userId),
    countActiveSessions(deps.db, userId),
    heldDepositsForStaff(deps, userId),
    trustedContactOf(deps, userId),
  ]);
  return {
    profile: toUser(row),
    accountStatus: row.status,
    kyc,
    kycSubmissions: submissions.map((submission) => ({
      submissionId: submission.submission_id,
      documentType: submission.document_type,
      documentLast4: submission.document_last4,
      providerReference: submission.provider_reference,
      result: submission.result,
      pepResult: submission.pep_result,
      declineReason: submission.decline_reason,
      createdAt: submission.created_at.toISOString(),
    })),
    permissions,
    suspensions: suspensions.map((suspension) => ({
      suspensionId: suspension.suspension_id,
      permission: suspension.permission,
      reason: suspension.reason,
      suspendedBy: suspension.suspended_by_email,
      createdAt: suspension.created_at.toISOString(),
    })),
    recentAudit,
    balances,
    notifications: notifications.slice(0, RECENT_NOTIFICATIONS),
    withdrawAccount,
    depositReference,
    activeSessions,
    heldDeposits,
    trustedContact,
  };
}

export async function auditTrail(
  deps: ServiceDeps,
  filter: Omit<AuditFilter, 'subjectUserId'> & { userId?: string },
): Promise<AuditEntry[]> {
  const { userId, ...rest } = filter;
  if (userId !== undefined && !(await findCustomer(deps.db, userId))) throw notFound(CUSTOMER);
  return listAudit(deps.db, { ...rest, subjectUserId: userId });
}

/**
 * The audit log as CSV (UTF-8, one header row), what the console's export downloads: in the
 * console's own words (docs/product/roles.md#audit-log).
 */
export function auditCsv(entries: AuditEntry[]): string {
  // Every cell is text a person may have typed: quoted, and never read as a formula.
  return stringify([[...AUDIT_CSV_HEADER], ...entries.map(auditCsvCells)], {
    quoted: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/** How a notification names a permission to the customer. */
const PERMISSION_WORDS: Record<PermissionType, string> = {
  LOGIN: 'Signing in',
  BUY: 'Buying',
  SELL: 'Selling',
  DEPOSIT_FIAT: 'Depositing (AUD and crypto)',
  WITHDRAW_FIAT: 'Withdrawing AUD',
  WITHDRAW_CRYPTO: 'Withdrawing crypto',
};

/** Who changes which customer, and why: what every support change names. */
interface SupportChange {
  actor: Actor;
  userId: string;
  reason: string;
}

/**
 * One support change: the customer row is locked, the change and its audit entry are written
 * in the same transaction, and the answer is the customer as they now stand. The customer's
 * open screens hear of it once it commits (a suspended BUY disables Buy without a reload).
 */
async function supportChange(
  deps: ServiceDeps,
  { actor, userId }: Omit<SupportChange, 'reason'>,
  change: (
    trx: Trx,
    customer: UserRow,
  ) => Promise<{ action: string; details: Record<string, unknown> }>,
): Promise<SupportUserDetail> {
  await inTransaction(deps, async (trx) => {
    const customer = await lockCustomer(trx, userId);
    if (!customer) throw notFound(CUSTOMER);
    const { action, details } = await change(trx, customer);
    await writeAudit(trx, { ...actor, subjectUserId: userId, action, details });
    announceChange(withDb(deps, trx), userId, ['profile', 'permissions']);
  });
  return customerDetail(deps, userId);
}

export function changePepStatus(deps: ServiceDeps, change: SupportChange & { status: PepStatus }) {
  return supportChange(deps, change, async (trx, customer) => {
    await overridePepStatus(trx, change.userId, change.status);
    return {
      action: 'pep_status.changed',
      details: { from: customer.pep_status, to: change.status, reason: change.reason },
    };
  });
}

/** Suspending LOGIN also ends the customer's sessions and sockets. */
export function suspendPermission(
  deps: ServiceDeps,
  change: SupportChange & { permission: PermissionType },
) {
  const { actor, userId, permission, reason } = change;
  return supportChange(deps, change, async (trx) => {
    const suspension = await addSuspension(trx, {
      userId,
      permission,
      reason,
      actorId: actor.actorId,
    });
    if (!suspension) throw alreadySuspended(permission);
    if (permission === 'LOGIN') {
      await endUserSessions(withDb(deps, trx), userId);
    }
    await notify(withDb(deps, trx), {
      userId,
      title: 'Account restriction',
      message: `${PERMISSION_WORDS[permission]} is paused on your account. Contact Wattle support to find out more.`,
      type: 'warning',
      topics: ['permissions'],
    });
    return {
      action: 'permission.suspended',
      details: { permission, reason, suspensionId: suspension.suspension_id },
    };
  });
}

export function restorePermission(
  deps: ServiceDeps,
  change: SupportChange & { permission: PermissionType },
) {
  const { actor, userId, permission, reason } = change;
  return supportChange(deps, change, async (trx) => {
    const lifted = await liftSuspension(trx, {
      userId,
      permission,
      reason,
      actorId: actor.actorId,
    });
    if (!lifted) throw notSuspended(permission);
    await notify(withDb(deps, trx), {
      userId,
      title: 'Account restriction lifted',
      message: `${PERMISSION_WORDS[permission]} is available on your account again.`,
      type: 'success',
      topics: ['permissions'],
    });
    return {
      action: 'permission.restored',
      details: { permission, reason, suspensionId: lifted.suspension_id },
    };
  });
}

/** For a customer who lost their authenticator: they can sign in with their password again. */
export function resetTwoFactor(deps: ServiceDeps, change: SupportChange) {
  const { userId, reason } = change;
  return supportChange(deps, change, async (trx, customer) => {
    if (!customer.two_factor_enabled && !customer.two_factor_secret) throw noTwoFactor();
    await resetTwoFactorBySupport(withDb(deps, trx), userId);
    return {
      action: 'two_factor.reset',
      details: { wasEnabled: customer.two_factor_enabled, reason },
    };
  });
}

/** Signs the customer out everywhere (a lost phone, a shared computer): sessions and sockets. */
export function endCustomerSessions(deps: ServiceDeps, change: SupportChange) {
  const { userId, reason } = change;
  return supportChange(deps, change, async (trx) => {
    const ended = await countActiveSessions(trx, userId);
    await endUserSessions(withDb(deps, trx), userId);
    await notify(withDb(deps, trx), {
      userId,
      title: 'Signed out by Wattle support',
      message: 'Wattle support signed you out on every device. Sign in again to continue.',
      type: 'warning',
      topics: ['profile'],
    });
    return { action: 'sessions.ended', details: { ended, reason } };
  });
}

/** A deposit on hold, named for a support change. */
interface HeldDepositChange extends SupportChange {
  transferId: string;
}

/** Releases a deposit on hold into the customer's balance (it is theirs to use from now). */
export function releaseDeposit(deps: ServiceDeps, change: HeldDepositChange) {
  const { userId, transferId, reason } = change;
  return supportChange(deps, change, async (trx) => {
    const released = await releaseHeldDeposit(withDb(deps, trx), { userId, transferId });
    return { action: 'deposit.released', details: { ...released, reason } };
  });
}

/** Sends a deposit on hold back to where it came from. */
export function returnDeposit(deps: ServiceDeps, change: HeldDepositChange) {
  const { userId, transferId, reason } = change;
  return supportChange(deps, change, async (trx) => {
    const returned = await returnHeldDeposit(withDb(deps, trx), { userId, transferId });
    return { action: 'deposit.returned', details: { ...returned, reason } };
  });
}
