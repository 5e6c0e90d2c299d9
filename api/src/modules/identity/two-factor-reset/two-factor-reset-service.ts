import type {
  TwoFactorResetCase,
  TwoFactorResetDecision,
  TwoFactorResetReceipt,
  TwoFactorResetRequest,
} from '@wattle/shared/contracts';
import { sydneyClock } from '@wattle/shared/contracts';
import { inTransaction } from '../../../db/transaction.js';
import { runInBackground } from '../../../lib/background-task.js';
import { describeMoment } from '../../../lib/describe-moment.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { withDb, type ServiceDeps } from '../../../lib/service-deps.js';
import { writeAudit, type Actor } from '../../audit/index.js';
import { announceChange } from '../../notifications/index.js';
import { checkIdentityAnswers } from '../kyc/index.js';
import { securityHoldHours, securityHoldOf } from '../security-hold/index.js';
import { passwordHolder, type RequestMeta } from '../sign-in/index.js';
import { resetTwoFactorBySupport } from '../two-factor/index.js';
import { findUserById } from '../user-repository.js';
import { twoFactorResetMessages } from './two-factor-reset-messages.js';
import {
  decideResetRequest,
  findResetRequestForUpdate,
  insertResetRequest,
  listResetRequests,
} from './two-factor-reset-repository.js';

const DAY_MS = 86_400_000;
const LIST_LIMIT = 100;

/** One business day on Sydney's calendar: a request on Friday is answered by Monday. */
export function answerByFor(requestedAt: Date): Date {
  let at = new Date(requestedAt.getTime() + DAY_MS);
  const weekday = (moment: Date) => {
    const { year, month, day } = sydneyClock(moment);
    return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  };
  while (weekday(at) === 0 || weekday(at) === 6) at = new Date(at.getTime() + DAY_MS);
  return at;
}

/**
 * A customer who cannot use their authenticator or a backup code asks support to reset
 * two-factor (docs/product/identity.md#support-reset). The right password is the price of
 * asking; the identity answers are compared with the verified identity and the results go to
 * support with the request — the caller hears the same answer whatever they matched, so the
 * request tells nobody a date of birth or a document number. The owner is e-mailed at once.
 */
export async function requestTwoFactorReset(
  deps: ServiceDeps,
  { request, meta }: { request: TwoFactorResetRequest; meta: RequestMeta },
): Promise<TwoFactorResetReceipt> {
  const user = await passwordHolder(deps, { ...request, kind: 'customer' });
  if (!user.two_factor_enabled) {
    throw conflict(
      'Two-factor is not on for this account: log in with your password alone.',
      'TwoFactorNotEnabled',
    );
  }
  const check = await checkIdentityAnswers(deps, { user, ...request });
  const filed = await insertResetRequest(deps.db, {
    user_id: user.user_id,
    date_of_birth_matches: check.dateOfBirthMatches,
    document_matched: check.documentMatched,
    identity_on_file: check.identityOnFile,
    ip: meta.ip,
    user_agent: meta.userAgent?.slice(0, 512) ?? null,
  });
  if (!filed) {
    throw conflict(
      'Your request is already with Wattle support: we reply within one business day.',
      'ResetAlreadyRequested',
    );
  }
  const answerBy = answerByFor(filed.created_at);
  runInBackground(deps, 'two-factor reset request e-mail', () =>
    deps.providers.email.send(
      twoFactorResetMessages.requested(user.email, describeMoment(answerBy)),
    ),
  );
  return {
    status: 'pending',
    requestedAt: filed.created_at.toISOString(),
    answerBy: answerBy.toISOString(),
    holdHours: await securityHoldHours(deps),
  };
}

/** Support's list: requests waiting first, then the latest decided, with their checks. */
export async function twoFactorResetsForStaff(deps: ServiceDeps): Promise<TwoFactorResetCase[]> {
  const rows = await listResetRequests(deps.db, LIST_LIMIT);
  return rows.map((row) => ({
    requestId: row.request_id,
    userId: row.user_id,
    email: row.email,
    name: row.name,
    status: row.status,
    dateOfBirthMatches: row.date_of_birth_matches,
    documentMatched: row.document_matched,
    identityOnFile: row.identity_on_file,
    ip: row.ip,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by_email,
    decisionReason: row.decision_reason,
  }));
}

/**
 * support_lv2 approves or declines a waiting request with a reason, audited in the same
 * transaction. Approval needs both answers to have matched the verified identity, so the
 * console cannot turn a failed check into a reset; it resets two-factor exactly as support's
 * own reset does (security hold, notification). The customer is e-mailed the outcome.
 */
export async function decideTwoFactorReset(
  deps: ServiceDeps,
  {
    actor,
    requestId,
    decision,
    appUrl,
  }: { actor: Actor; requestId: string; decision: TwoFactorResetDecision; appUrl: string },
): Promise<void> {
  const approve = decision.decision === 'approve';
  const userId = await inTransaction(deps, async (trx) => {
    const request = await findResetRequestForUpdate(trx, requestId);
    if (!request) throw notFound('That request');
    if (request.status !== 'pending') {
      throw conflict('This request was already decided.', 'ResetDecided');
    }
    if (approve && !(request.date_of_birth_matches && request.document_matched)) {
      throw conflict(
        'Approve only when the date of birth and the document number both matched the verified identity: decline this request instead.',
        'IdentityCheckFailed',
      );
    }
    await decideResetRequest(trx, requestId, {
      status: approve ? 'approved' : 'declined',
      decidedBy: actor.actorId,
      reason: decision.reason,
    });
    if (approve) await resetTwoFactorBySupport(withDb(deps, trx), request.user_id);
    await writeAudit(trx, {
      ...actor,
      subjectUserId: request.user_id,
      action: approve ? 'two_factor_reset.approved' : 'two_factor_reset.declined',
      details: {
        reason: decision.reason,
        dateOfBirthMatches: request.date_of_birth_matches,
        documentMatched: request.document_matched,
      },
    });
    announceChange(withDb(deps, trx), request.user_id, ['profile', 'permissions']);
    return request.user_id;
  });
  const customer = await findUserById(deps.db, userId);
  if (!customer) return;
  const hold = approve ? await securityHoldOf(deps, userId) : null;
  runInBackground(deps, 'two-factor reset decision e-mail', () =>
    deps.providers.email.send(
      approve
        ? twoFactorResetMessages.approved(
            customer.email,
            hold ? describeMoment(new Date(hold.until)) : null,
            `${appUrl.replace(/\/+$/, '')}/login`,
          )
        : twoFactorResetMessages.declined(customer.email, decision.reason),
    ),
  );
}
