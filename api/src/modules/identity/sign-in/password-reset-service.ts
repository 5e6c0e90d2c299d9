import { RESET_LINK_INVALID } from '@wattle/shared/contracts';
import { inTransaction } from '../../../db/transaction.js';
import { runInBackground } from '../../../lib/background-task.js';
import { linkTo, sendEmailBestEffort } from '../../../lib/email-delivery.js';
import { withDb, type ServiceDeps } from '../../../lib/service-deps.js';
import { revokeTradingKeysOf } from '../../api-keys/index.js';
import { linkInvalid } from '../identity-errors.js';
import { identityMessages } from '../identity-messages.js';
import { assertPasswordStrongEnough, passwordOwnerOf } from '../password-policy.js';
import { hashPassword } from '../password.js';
import { endUserSessions } from '../sessions/index.js';
import { emailSingleUseLink } from './single-use-link-service.js';
import { consumeToken, usableTokenOwner } from './token-repository.js';
import { findUserByEmail, updatePasswordHash } from '../user-repository.js';
import { recordSecurityChange } from '../security-hold/index.js';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * E-mails a one-hour, single-use link to `${APP_URL}/password-reset?token=…` if the account
 * exists — off the request path, so a known and an unknown address answer alike and in the
 * same time.
 */
export function requestPasswordReset(
  deps: ServiceDeps,
  input: { email: string; appUrl: string },
): void {
  runInBackground(deps, 'password reset e-mail', () => sendPasswordReset(deps, input));
}

async function sendPasswordReset(
  deps: ServiceDeps,
  { email, appUrl }: { email: string; appUrl: string },
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status !== 'active') return;
  await emailSingleUseLink(deps, user, {
    purpose: 'reset_password',
    ttlMs: RESET_LINK_TTL_MS,
    message: (token) =>
      identityMessages.resetPassword(user.email, linkTo(appUrl, '/password-reset', token)),
  });
}

/**
 * Sets the new password, spends the link, ends every session of the account and revokes its
 * API keys that may trade in one transaction; then drops the account's sockets and tells the owner by e-mail.
 */
export async function resetPassword(
  deps: ServiceDeps,
  input: { token: string; password: string },
): Promise<void> {
  // Hashing is slow on purpose: only for a link that can still work.
  const owner = await usableTokenOwner(deps.db, input.token, 'reset_password');
  if (!owner) throw linkInvalid(RESET_LINK_INVALID);
  // Before the link is spent: a refused password leaves it usable for a better one.
  assertPasswordStrongEnough(input.password, passwordOwnerOf(owner));
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(deps, async (trx) => {
    const spent = await consumeToken(trx, input.token, 'reset_password');
    if (!spent) throw linkInvalid(RESET_LINK_INVALID);
    const now = new Date();
    const updated = await updatePasswordHash(trx, spent.user_id, passwordHash, now);
    if (!updated) throw linkInvalid(RESET_LINK_INVALID);
    await endUserSessions(withDb(deps, trx), updated.user_id, now);
    await recordSecurityChange(withDb(deps, trx), { userId: updated.user_id, kind: 'password' });
    const keysRevoked = await revokeTradingKeysOf(trx, updated.user_id, now);
    return { email: updated.email, keysRevoked };
  });
  await sendEmailBestEffort(deps, identityMessages.passwordChanged(user.email, user.keysRevoked));
}
