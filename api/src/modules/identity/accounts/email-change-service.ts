import { EMAIL_CHANGE_CODE_MINUTES, MAX_OTP_ATTEMPTS } from '@wattle/shared/contracts';
import { inTransaction } from '../../../db/transaction.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { sendEmailBestEffort } from '../../../lib/email-delivery.js';
import { notFound } from '../../../lib/errors.js';
import { newSixDigitCode, sha256Hex } from '../../../lib/secure-token.js';
import { withDb, type ServiceDeps } from '../../../lib/service-deps.js';
import { writeAudit, type Actor } from '../../audit/index.js';
import {
  emailChangeCodeInvalid,
  emailChangeCodeWrong,
  emailChangeLocked,
  emailNotAvailable,
  sameEmail,
  wrongCurrentPassword,
} from '../identity-errors.js';
import { identityMessages } from '../identity-messages.js';
import { verifyPassword } from '../password.js';
import {
  countWrongEmailCode,
  deleteEmailChange,
  emailUsedByAnother,
  lockActiveEmail,
  lockEmailChange,
  updateEmail,
  upsertEmailChange,
  voidSentLinks,
} from './email-change-repository.js';
import { recordSecurityChange } from '../security-hold/index.js';
import { forgetUserSessions, endOtherSessions } from '../sessions/index.js';
import { checkStepUp } from '../two-factor/index.js';
import { findUserById } from '../user-repository.js';

export interface EmailChangeRequestInput {
  userId: string;
  newEmail: string;
  currentPassword: string;
  otp: string | undefined;
}

/**
 * Starts a sign-in e-mail change (docs/product/identity.md#e-mail-change): the current password,
 * and an authenticator code with two-factor on, prove it is the owner; a six-digit code goes
 * to the new address, replacing any change already waiting. The answer is the same whether or
 * not the new address belongs to another account: that is only said to whoever holds its code.
 */
export async function requestEmailChange(deps: ServiceDeps, input: EmailChangeRequestInput) {
  const user = await findUserById(deps.db, input.userId);
  if (!user || user.status !== 'active') throw notFound('Your account');
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw wrongCurrentPassword();
  }
  const newEmail = input.newEmail.trim();
  if (newEmail.toLowerCase() === user.email.toLowerCase()) throw sameEmail();
  // With two-factor on, the code too (wrong codes count with those at sign-in).
  const stepUp = user.two_factor_enabled
    ? await checkStepUp(deps, {
        userId: user.user_id,
        proof: { otp: input.otp },
        action: 'change your e-mail address',
      })
    : null;
  const code = newSixDigitCode();
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_CODE_MINUTES * 60_000);
  await inTransaction(deps, async (trx) => {
    await stepUp?.spend(trx);
    await upsertEmailChange(trx, {
      userId: user.user_id,
      newEmail,
      codeHash: sha256Hex(code),
      expiresAt,
    });
  });
  await sendEmailBestEffort(
    deps,
    identityMessages.emailChangeCode(newEmail, code, EMAIL_CHANGE_CODE_MINUTES),
  );
  return { sent: true as const, newEmail, expiresAt: expiresAt.toISOString() };
}

type Outcome =
  | { kind: 'changed'; email: string; oldEmail: string }
  | { kind: 'wrong'; left: number }
  | { kind: 'locked' }
  | { kind: 'taken' };

/**
 * Confirms the change with the code from the new address. In one transaction: the address
 * (verified, since the code proves it), links already sent to the old address voided, every
 * other session ended, an audit line, and the
 * security hold — whose e-mail, with the lock link, goes to the old address. A wrong code is
 * counted (and kept counted); the fifth ends the change.
 */
export async function confirmEmailChange(
  deps: ServiceDeps,
  input: { userId: string; sessionId: string; code: string; actor: Actor },
): Promise<{ email: string }> {
  let outcome: Outcome;
  try {
    outcome = await inTransaction(deps, async (trx): Promise<Outcome> => {
      const pending = await lockEmailChange(trx, input.userId);
      if (!pending || pending.expires_at <= new Date()) throw emailChangeCodeInvalid();
      if (sha256Hex(input.code.trim()) !== pending.code_hash) {
        const attempts = pending.attempts + 1;
        if (attempts >= MAX_OTP_ATTEMPTS) {
          await deleteEmailChange(trx, input.userId);
          return { kind: 'locked' };
        }
        await countWrongEmailCode(trx, input.userId, attempts);
        return { kind: 'wrong', left: MAX_OTP_ATTEMPTS - attempts };
      }
      await deleteEmailChange(trx, input.userId);
      if (await emailUsedByAnother(trx, pending.new_email, input.userId)) return { kind: 'taken' };
      const before = await lockActiveEmail(trx, input.userId);
      if (!before) throw notFound('Your account');
      const now = new Date();
      await updateEmail(trx, input.userId, pending.new_email, now);
      await voidSentLinks(trx, input.userId, now);
      const ended = await endOtherSessions(withDb(deps, trx), {
        userId: input.userId,
        keepSessionId: input.sessionId,
        at: now,
      });
      await writeAudit(trx, {
        ...input.actor,
        subjectUserId: input.userId,
        action: 'email.changed',
        details: { otherSessionsEnded: ended.length },
      });
      await recordSecurityChange(withDb(deps, trx), {
        userId: input.userId,
        kind: 'email',
        notifyEmail: before.email,
      });
      return { kind: 'changed', email: pending.new_email, oldEmail: before.email };
    });
  } catch (error) {
    // Another account took the address between the look and the update.
    if (isUniqueViolation(error, 'users_email_key')) throw emailNotAvailable();
    throw error;
  }
  switch (outcome.kind) {
    case 'wrong':
      throw emailChangeCodeWrong(outcome.left);
    case 'locked':
      throw emailChangeLocked();
    case 'taken':
      throw emailNotAvailable();
    case 'changed':
      forgetUserSessions({ userId: input.userId });
      return { email: outcome.email };
  }
}
