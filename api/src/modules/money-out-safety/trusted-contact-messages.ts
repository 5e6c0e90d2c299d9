import type { EmailMessage } from '../../providers/email/email-provider.js';

/** Why the contact hears of this withdrawal. */
export type ContactReason = 'first' | 'large' | 'first_and_large';

const WHY: Record<ContactReason, string> = {
  first: 'it is their first withdrawal to this destination',
  large: 'it is a large one',
  first_and_large: 'it is their first withdrawal to this destination, and a large one',
};

/**
 * What a trusted contact is told (docs/product/funding.md#trusted-contact): who, what, when, and
 * what happens next. No link at all: nothing in it can act on the account.
 */
export const trustedContactMessages = {
  withdrawal: (
    to: string,
    w: {
      customer: string;
      amount: string;
      destination: string;
      when: string;
      reason: ContactReason;
      /** The Sydney time it goes, when it waits; null when it went at once. */
      goesAt: string | null;
      /** It waits for Wattle's own review first. */
      inReview: boolean;
    },
  ): EmailMessage => ({
    to,
    subject: `${w.customer} asked Wattle to send ${w.amount}`,
    text: [
      `${w.customer} named you as their trusted contact at Wattle, a crypto broker, so we tell you of their first and large withdrawals.`,
      '',
      `What: a withdrawal of ${w.amount} to ${w.destination}.`,
      `When: ${w.when}.`,
      `Why you are told: ${WHY[w.reason]}.`,
      '',
      w.inReview
        ? 'It waits for a check by our team before anything is sent.'
        : w.goesAt
          ? `It waits, as ${w.customer} chose, and goes at ${w.goesAt} unless they cancel it first.`
          : 'It goes straight away.',
      '',
      `If this does not sound like ${w.customer}, or someone may be pressuring them to move money (a new online friend, an investment that promises returns, a "bank" or "support" caller), please talk to them now. You can also write to Wattle support from the Contact us page of the Wattle website. You cannot change or stop anything from this e-mail, and Wattle will never ask you for a password or a code.`,
    ].join('\n'),
  }),

  named: (to: string, w: { customer: string; contactName: string }): EmailMessage => ({
    to,
    subject: `${w.customer} named you as their trusted contact at Wattle`,
    text: [
      `Hello ${w.contactName},`,
      '',
      `${w.customer} named you as their trusted contact at Wattle, a crypto broker. From now on we will e-mail you when they make a first withdrawal to a new destination or a large one, so you can check in with them if it does not sound right.`,
      '',
      'You do not need to do anything, and you cannot change anything on their account. If you do not know this person, you can ignore this e-mail or tell Wattle support from the Contact us page of the Wattle website.',
    ].join('\n'),
  }),
};
