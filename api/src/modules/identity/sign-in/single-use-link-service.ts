import type { ServiceDeps } from '../../../lib/service-deps.js';
import type { EmailMessage } from '../../../providers/email/email-provider.js';
import { issueToken, type TokenPurpose } from './token-repository.js';

/** A single-use link: what it lets its holder do, for how long, and the e-mail carrying it. */
export interface SingleUseLink {
  purpose: TokenPurpose;
  ttlMs: number;
  message: (token: string) => EmailMessage;
}

/**
 * Issues the user a single-use link (spending any unused one of the same purpose) and e-mails
 * it to them.
 */
export async function emailSingleUseLink(
  deps: ServiceDeps,
  user: { user_id: string; email: string },
  link: SingleUseLink,
): Promise<void> {
  const token = await issueToken(deps.db, {
    userId: user.user_id,
    email: user.email,
    purpose: link.purpose,
    ttlMs: link.ttlMs,
  });
  await deps.providers.email.send(link.message(token));
}
