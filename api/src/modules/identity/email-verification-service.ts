import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction.js';
import { badRequest } from '../../lib/errors.js';
import { linkTo } from '../../lib/email-delivery.js';
import { identityMessages } from './identity-messages.js';
import { consumeToken, issueToken } from './token-repository.js';
import { findUserByEmail } from './user-repository.js';

const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export const VERIFY_LINK_INVALID =
  'This verification link has expired or was already used. Ask for a new one.';

/** Issues a 24-hour, single-use link to `${APP_URL}/verify?token=…` and e-mails it. */
export async function sendVerificationEmail(
  app: FastifyInstance,
  user: { user_id: string; email: string },
  appUrl: string,
): Promise<void> {
  const token = await issueToken(app.db, {
    userId: user.user_id,
    email: user.email,
    purpose: 'verify_email',
    ttlMs: EMAIL_LINK_TTL_MS,
  });
  await app.providers.email.send(
    identityMessages.verifyEmail(user.email, linkTo(appUrl, '/verify', token)),
  );
}

/** Sends a new link to an active, unverified account; says nothing either way. */
export async function requestEmailVerification(
  app: FastifyInstance,
  email: string,
  appUrl: string,
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (user && user.status === 'active' && !user.email_verified) {
    await sendVerificationEmail(app, user, appUrl);
  }
}

/** Uses the link: the token is spent and the address verified together, or neither. */
export async function verifyEmailToken(app: FastifyInstance, token: string) {
  return inTransaction(app, async (trx) => {
    const spent = await consumeToken(trx, token, 'verify_email');
    if (!spent) throw badRequest(VERIFY_LINK_INVALID, 'InvalidLink');
    const user = await trx
      .updateTable('users')
      .set({ email_verified: true, updated_at: new Date() })
      .where('user_id', '=', spent.user_id)
      .where('status', '=', 'active')
      // The link proves this address only: it is void once the account uses another one.
      .where((eb) => eb(eb.fn('lower', ['email']), '=', spent.email.toLowerCase()))
      .returning('email')
      .executeTakeFirst();
    if (!user) throw badRequest(VERIFY_LINK_INVALID, 'InvalidLink');
    return { verified: true as const, email: user.email };
  });
}
