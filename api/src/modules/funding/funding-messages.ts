import type { EmailMessage } from '../../providers/email/email-provider.js';

/** What Wattle e-mails about where a customer's money goes. Plain text, no links. */
export const fundingMessages = {
  withdrawAccountChanged: (
    to: string,
    { destination, replaced, from }: { destination: string; replaced: boolean; from: string },
  ): EmailMessage => ({
    to,
    subject: replaced
      ? 'Your Wattle withdrawal bank account was changed'
      : 'A withdrawal bank account was added to your Wattle account',
    text: [
      replaced
        ? `Your AUD withdrawals will now go to a new bank account: ${destination}.`
        : `AUD withdrawals from your Wattle account will go to ${destination}.`,
      '',
      replaced
        ? `For your safety, withdrawals to it start after a cool-down: from ${from}.`
        : 'You can withdraw to it straight away.',
      '',
      'If this was not you, contact Wattle support straight away and change your password.',
    ].join('\n'),
  }),
};
