import type { EmailMessage } from '../../../providers/email/email-provider.js';

/** What a two-factor reset request sends the account's owner (plain text). */
export const twoFactorResetMessages = {
  /** On filing: the owner hears at once, so a request they did not make can be stopped. */
  requested: (to: string, answerBy: string): EmailMessage => ({
    to,
    subject: 'We received a request to reset two-factor on your Wattle account',
    text: [
      'Someone who knows your password asked Wattle support to turn off two-factor authentication on your account, because they cannot use the authenticator app or a backup code.',
      '',
      `Support checks the identity answers given against your verified ID and replies by e-mail by ${answerBy}. Nothing changes on your account until then.`,
      '',
      'If it was not you, someone knows your password: reset it from the log-in page now, and tell Wattle support through the live chat or the Contact us page so we decline the request.',
    ].join('\n'),
  }),

  approved: (to: string, holdEnds: string | null, loginLink: string): EmailMessage => ({
    to,
    subject: 'Two-factor authentication on your Wattle account was reset',
    text: [
      'Wattle support approved your request: two-factor authentication is now off on your account, and your old backup codes no longer work.',
      '',
      'Sign in with your e-mail and password, then set two-factor up again from your profile:',
      loginLink,
      ...(holdEnds
        ? [
            '',
            `To protect your money, crypto withdrawals and new withdrawal destinations wait until ${holdEnds}.`,
          ]
        : []),
      '',
      'If you did not ask for this, lock your account with the link in the e-mail about this change, and contact Wattle support.',
    ].join('\n'),
  }),

  declined: (to: string, reason: string): EmailMessage => ({
    to,
    subject: 'Your request to reset two-factor on Wattle was declined',
    text: [
      'Wattle support could not approve your request to turn off two-factor authentication, so nothing changed on your account.',
      '',
      `Why: ${reason}`,
      '',
      'If you still cannot use your authenticator app or a backup code, you can ask again from the log-in page with the date of birth and document number of the ID you verified with, or contact Wattle support through the live chat or the Contact us page.',
    ].join('\n'),
  }),
};
