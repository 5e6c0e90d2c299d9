import type {
  PermissionType,
  SupportUserDetail,
  SupportUserSummary,
} from '@wattle/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { afterCommit, inTransaction, type Trx } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/errors.js';
import { listAudit, writeAudit } from '../audit/audit-repository.js';
import { listSubmissions } from '../identity/kyc-repository.js';
import { kycStatusFor } from '../identity/kyc-service.js';
import { permissionsFor } from '../identity/permission-service.js';
import { activeSuspensions, lift, suspend } from '../identity/suspension-repository.js';
import { toUser, type UserRow } from '../identity/user-repository.js';
import { notify } from '../notifications/notification-service.js';
import { findCustomer, lockCustomer, searchCustomers } from './support-repository.js';

/** The staff member acting, and from where: every change is audited with it. */
export interface Actor {
  actorId: string;
  ip: string | null;
  userAgent: string | null;
}

const RECENT_AUDIT = 20;
const CUSTOMER = 'That customer';

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
    createdAt: user.createdAt,
  };
}

export async function findCustomers(app: FastifyInstance, query: string) {
  return (await searchCustomers(app.db, query)).map(toSummary);
}

export async function customerDetail(
  app: FastifyInstance,
  userId: string,
): Promise<SupportUserDetail> {
  const row = await findCustomer(app.db, userId);
  if (!row) throw notFound(CUSTOMER);
  const [kyc, submissions, permissions, suspensions, recentAudit] = await Promise.all([
    kycStatusFor(app.db, userId),
    listSubmissions(app.db, userId),
    permissionsFor(app.db, userId),
    activeSuspensions(app.db, userId),
    listAudit(app.db, { subjectUserId: userId, limit: RECENT_AUDIT }),
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
  };
}

export async function auditTrail(app: FastifyInstance, userId: string | undefined) {
  if (userId !== undefined && !(await findCustomer(app.db, userId))) throw notFound(CUSTOMER);
  return listAudit(app.db, { subjectUserId: userId, limit: 100 });
}

/**
 * One support change: the customer row is locked, the change and its audit entry are written
 * in the same transaction, and the answer is the customer as they now stand.
 */
async function supportChange(
  app: FastifyInstance,
  actor: Actor,
  userId: string,
  change: (
    trx: Trx,
    customer: UserRow,
  ) => Promise<{ action: string; details: Record<string, unknown> }>,
): Promise<SupportUserDetail> {
  await inTransaction(app, async (trx) => {
    const customer = await lockCustomer(trx, userId);
    if (!customer) throw notFound(CUSTOMER);
    const { action, details } = await change(trx, customer);
    await writeAudit(trx, { ...actor, subjectUserId: userId, action, details });
  });
  return customerDetail(app, userId);
}

export function changePepStatus(
  app: FastifyInstance,
  actor: Actor,
  userId: string,
  input: { status: 'overridden' | 'found' | 'not_found'; reason: string },
) {
  return supportChange(app, actor, userId, async (trx, customer) => {
    await trx
      .updateTable('users')
      .set({ pep_status: input.status, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
    return {
      action: 'pep_status.changed',
      details: { from: customer.pep_status, to: input.status, reason: input.reason },
    };
  });
}

/** Suspending LOGIN also ends the customer's sessions and sockets. */
export function suspendPermission(
  app: FastifyInstance,
  actor: Actor,
  userId: string,
  permission: PermissionType,
  reason: string,
) {
  return supportChange(app, actor, userId, async (trx) => {
    const suspension = await suspend(trx, { userId, permission, reason, actorId: actor.actorId });
    if (!suspension) {
      throw conflict(`${permission} is already suspended for this customer.`, 'AlreadySuspended');
    }
    if (permission === 'LOGIN') {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      afterCommit(trx, () => app.realtime.disconnectUser(userId));
    }
    return {
      action: 'permission.suspended',
      details: { permission, reason, suspensionId: suspension.suspension_id },
    };
  });
}

export function restorePermission(
  app: FastifyInstance,
  actor: Actor,
  userId: string,
  permission: PermissionType,
  reason: string,
) {
  return supportChange(app, actor, userId, async (trx) => {
    const lifted = await lift(trx, { userId, permission, reason, actorId: actor.actorId });
    if (!lifted)
      throw conflict(`${permission} is not suspended for this customer.`, 'NotSuspended');
    return {
      action: 'permission.restored',
      details: { permission, reason, suspensionId: lifted.suspension_id },
    };
  });
}

/** For a customer who lost their authenticator: they can sign in with their password again. */
export function resetTwoFactor(app: FastifyInstance, actor: Actor, userId: string, reason: string) {
  return supportChange(app, actor, userId, async (trx, customer) => {
    if (!customer.two_factor_enabled && !customer.two_factor_secret) {
      throw conflict('This customer has no two-factor set up.', 'TwoFactorNotEnabled');
    }
    await trx
      .updateTable('users')
      .set({
        two_factor_enabled: false,
        two_factor_secret: null,
        two_factor_last_step: null,
        updated_at: new Date(),
      })
      .where('user_id', '=', userId)
      .execute();
    await notify(
      app,
      userId,
      {
        title: 'Two-factor authentication reset',
        message:
          'Wattle support turned off two-factor authentication on your account. Set it up again from your profile.',
        type: 'warning',
      },
      trx,
    );
    return {
      action: 'two_factor.reset',
      details: { wasEnabled: customer.two_factor_enabled, reason },
    };
  });
}
