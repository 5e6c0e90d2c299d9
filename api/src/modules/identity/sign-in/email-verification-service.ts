import { inTransaction } from '../../../db/transaction.js';
import { runInBackground } from '../../../lib/background-task.js';
import { linkTo } from '../../../lib/email-delivery.js';
import type { ServiceDeps } from '../../../lib/service-deps.js';
import { linkInvalid, VERIFY_LINK_INVALID } from '../identity-errors.js';
import { identityMessages } from '../identity-messages.js';
import { emailSingleUseLink } from './single-use-link-service.js';
import { consumeToken } from './token-repository.js';
import { findUserByEmail, markEmailVerified } from '../user-repository.js';

const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Issues a 24-hour, single-use link to `${APP_URL}/verify?token=…` and e-mails it. */
export async function sendVerificationEmail(
  deps: ServiceDeps,
  { user, appUrl }: { user: { user_id: string; email: string }; appUrl: string },
): Promise<void> {
  await emailSingleUseLink(deps, user, {
    purpose: 'verify_email',
    ttlMs: EMAIL_LINK_TTL_MS,
    message: (token) => identityMessages.verifyEmail(user.email, linkTo(appUrl, '/verify', token)),
  });
}

/**
 * Sends a new link to an active, unverified account; says nothing either way, and does it off
 * the request path so the answer takes the same time whether or not the address is known.
 */
export function requestEmailVerification(
  deps: ServiceDeps,
  { email, appUrl }: { email: string; appUrl: string },
): void {
  runInBackground(deps, 'verification e-mail', async () => {
    const user = await findUserByEmail(deps.db, email);
    if (user && user.status === 'active' && !user.email_verified) {
      await sendVerificationEmail(deps, { user, appUrl });
    }
  });
}

/** Uses the link: the token is spent and the address verified together, or neither. */
export async function verifyEmailToken(deps: ServiceDeps, token: string) {
  return inTransaction(deps, async (trx) => {
    const spent = await consumeToken(trx, token, 'verify_email');
    if (!spent) throw linkInvalid(VERIFY_LINK_INVALID);
    // The link proves this address only: it is void once the account uses another one.
    const user = await markEmailVerified(trx, spent.user_id, spent.email);
    if (!user) throw linkInvalid(VERIFY_LINK_INVALID);
    return { verified: true as const, email: user.email };
  });
}
