import type { EmailMessage } from '../../../providers/email/email-provider.js';
import type { SecurityChangesTable } from '../../../db/schema.js';

const WHAT_CHANGED: Record<SecurityChangesTable['kind'], string> = {
  password: 'password',
  email: 'e-mail address',
  phone: 'mobile number',
  two_factor: 'two-factor authentication',
  trusted_contact: 'trusted contact',
};

/** The e-mail every security change sends: what changed, the hold, and the lock link. */
export function securityChangeEmail(
  to: string,
  change: { kind: SecurityChangesTable['kind']; holdEnds: string; lockLink: string },
): EmailMessage {
  const what = WHAT_CHANGED[change.kind];
  return {
    to,
    subject: `The ${what} of your Wattle account was changed`,
    text: [
      `The ${what} of your Wattle account was just changed.`,
      '',
      `To protect your money, crypto withdrawals and new withdrawal destinations wait until ${change.holdEnds}.`,
      '',
      'If it was not you, lock your account now with this link (it works once, for 7 days). Locking signs every device out and stops all withdrawals until Wattle support unlocks it, and revokes your API keys for good:',
      change.lockLink,
      '',
      'If it was you, there is nothing to do.',
    ].join('\n'),
  };
}
