import { RESET_LINK_INVALID } from '@wattle/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { afterCommit, inTransaction } from '../../db/transaction.js';
import { badRequest } from '../../lib/errors.js';
import { linkTo, sendEmailBestEffort } from '../../lib/email-delivery.js';
import { identityMessages } from './identity-messages.js';
import { hashPassword } from './password.js';
import { consumeToken, isTokenUsable, issueToken } from './token-repository.js';
import { findUserByEmail } from './user-repository.js';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** E-mails a one-hour, single-use link to `${APP_URL}/password-reset?token=…` if the account exists. */
export async function requestPasswordReset(
  app: FastifyInstance,
  email: string,
  appUrl: string,
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user || user.status !== 'active') return;
  const token = await issueToken(app.db, {
    userId: user.user_id,
    email: user.email,
    purpose: 'reset_password',
    ttlMs: RESET_LINK_TTL_MS,
  });
  await app.providers.email.send(
    identityMessages.resetPassword(user.email, linkTo(appUrl, '/password-reset', token)),
  );
}

/**
 * Sets the new password, spends the link and ends every session of the account in one
 * transaction; then drops the account's sockets and tells the owner by e-mail.
 */
export async function resetPassword(
  app: FastifyInstance,
  input: { token: string; password: string },
): Promise<void> {
  // Hashing costs ~100 ms of CPU: only for a link that can still work.
  if (!(await isTokenUsable(app.db, input.token, 'reset_password'))) {
    throw badRequest(RESET_LINK_INVALID, 'InvalidLink');
  }
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(app, async (trx) => {
    const spent = await consumeToken(trx, input.token, 'reset_password');
    if (!spent) throw badRequest(RESET_LINK_INVALID, 'InvalidLink');
    const now = new Date();
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('user_id', '=', spent.user_id)
      .where('status', '=', 'active')
      .returning(['user_id', 'email'])
      .executeTakeFirst();
    if (!updated) throw badRequest(RESET_LINK_INVALID, 'InvalidLink');
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', updated.user_id)
      .where('revoked_at', 'is', null)
      .execute();
    afterCommit(trx, () => app.realtime.disconnectUser(updated.user_id));
    return updated;
  });
  await sendEmailBestEffort(app, identityMessages.passwordChanged(user.email));
}
