import { inTransaction } from '../../../db/transaction.js';
import { sendEmailBestEffort } from '../../../lib/email-delivery.js';
import { notFound } from '../../../lib/errors.js';
import { withDb, type ServiceDeps } from '../../../lib/service-deps.js';
import { revokeTradingKeysOf } from '../../api-keys/index.js';
import { writeAudit, type Actor } from '../../audit/index.js';
import { wrongCurrentPassword } from '../identity-errors.js';
import { identityMessages } from '../identity-messages.js';
import { assertPasswordStrongEnough, passwordOwnerOf } from '../password-policy.js';
import { hashPassword, verifyPassword } from '../password.js';
import { recordSecurityChange } from '../security-hold/index.js';
import { endOtherSessions } from '../sessions/index.js';
import { findUserById, updatePasswordHash } from '../user-repository.js';

export interface PasswordChange {
  userId: string;
  /** The session asking: it stays signed in, every other one ends. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  actor: Actor;
}

/**
 * Changes a signed-in customer's password after checking the current one. In one transaction:
 * the new hash, every other session revoked, every API key that may trade revoked, an audit line; once committed their sockets are
 * dropped (session-service.ts) and the owner is told by e-mail, so a stolen session cannot quietly lock them out.
 */
export async function changePassword(deps: ServiceDeps, input: PasswordChange): Promise<void> {
  const user = await findUserById(deps.db, input.userId);
  if (!user || user.status !== 'active') throw notFound('Your account');
  if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
    throw wrongCurrentPassword();
  }
  assertPasswordStrongEnough(input.newPassword, passwordOwnerOf(user));
  const passwordHash = await hashPassword(input.newPassword);
  const keysRevoked = await inTransaction(deps, async (trx) => {
    const now = new Date();
    const updated = await updatePasswordHash(trx, user.user_id, passwordHash, now);
    if (!updated) throw notFound('Your account');
    const ended = await endOtherSessions(withDb(deps, trx), {
      userId: user.user_id,
      keepSessionId: input.sessionId,
      at: now,
    });
    const revoked = await revokeTradingKeysOf(trx, user.user_id, now);
    await writeAudit(trx, {
      ...input.actor,
      subjectUserId: user.user_id,
      action: 'password.changed',
      details: { otherSessionsEnded: ended.length, tradingKeysRevoked: revoked },
    });
    await recordSecurityChange(withDb(deps, trx), { userId: user.user_id, kind: 'password' });
    return revoked;
  });
  await sendEmailBestEffort(deps, identityMessages.passwordChangedInApp(user.email, keysRevoked));
}
