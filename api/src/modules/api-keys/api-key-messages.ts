import type { EmailMessage } from '../../providers/email/email-provider.js';

/** What Wattle e-mails about a customer's API keys. Plain text, no links. */
export const apiKeyMessages = {
  created: (to: string, label: string, scopes: readonly string[]): EmailMessage => ({
    to,
    subject: 'A new Wattle API key was created',
    text: [
      `An API key named "${label}" (${scopes.join(' and ')}) was just created on your Wattle account.`,
      'It can never withdraw money.',
      '',
      'If this was not you, revoke it in Profile → API keys, change your password and contact',
      'Wattle support straight away.',
    ].join('\n'),
  }),

  revokedBySupport: (to: string, label: string): EmailMessage => ({
    to,
    subject: 'Wattle support revoked one of your API keys',
    text: [
      `Wattle support revoked your API key "${label}". It no longer works.`,
      '',
      'You can create a new key in Profile → API keys, or reply to ask us why.',
    ].join('\n'),
  }),
};
