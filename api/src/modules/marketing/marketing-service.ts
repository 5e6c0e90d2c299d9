import { randomBytes } from 'node:crypto';
import type { Lead } from '@wattle/shared/contracts';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { sendEmailBestEffort } from '../../lib/email-delivery.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { tryAgainShortly } from './marketing-errors.js';
import { insertContactMessage, saveLead } from './marketing-repository.js';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** WTL- and six unambiguous characters: easy to quote on the phone. */
export function newContactReference(): string {
  const characters = Array.from(
    randomBytes(6),
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  );
  return `WTL-${characters.join('')}`;
}

export async function registerLead(deps: ServiceDeps, lead: Lead) {
  const preRegisteredAt = await saveLead(deps.db, {
    email: lead.email,
    name: lead.name ?? null,
    phoneNumber: lead.phoneNumber ?? null,
  });
  return { registered: true as const, preRegisteredAt: preRegisteredAt.toISOString() };
}

/**
 * Stores the message under a new reference and acknowledges it by e-mail. The acknowledgement
 * repeats nothing the sender typed, so the form cannot relay text to someone else's inbox.
 */
export async function receiveContactMessage(
  deps: ServiceDeps,
  input: { name: string; email: string; subject: string; message: string },
) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const reference = newContactReference();
    try {
      await insertContactMessage(deps.db, { ...input, reference });
    } catch (error) {
      if (isUniqueViolation(error, 'contact_messages_reference_key')) continue;
      throw error;
    }
    await sendEmailBestEffort(deps, {
      to: input.email,
      subject: `We received your message (${reference})`,
      text: [
        'Thanks for contacting Wattle.',
        '',
        `Your reference is ${reference}. Our support team replies within one business day;`,
        'quote the reference if you write again about the same thing.',
      ].join('\n'),
    });
    return { received: true as const, reference };
  }
  throw tryAgainShortly();
}
