import {
  LARGE_WITHDRAWAL_AUD,
  type TrustedContact,
  type TrustedContactDelay,
  type TrustedContactRequest,
} from '@wattle/shared/contracts';
import { inTransaction } from '../../db/transaction.js';
import { describeMoment } from '../../lib/describe-moment.js';
import { sendEmailBestEffort } from '../../lib/email-delivery.js';
import { notFound } from '../../lib/errors.js';
import { audUnits } from '../../lib/money.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { writeAudit, type Actor } from '../audit/index.js';
import { recordSecurityChange } from '../identity/security-hold/index.js';
import { noTrustedContact, trustedContactIsSelf } from './money-out-safety-errors.js';
import { trustedContactMessages, type ContactReason } from './trusted-contact-messages.js';
import {
  deleteTrustedContact,
  insertContactNotice,
  lockTrustedContact,
  lockUnsentContactNotices,
  markContactNoticesSent,
  selectCustomer,
  selectTrustedContact,
  upsertTrustedContact,
} from './trusted-contact-repository.js';

const NOTICES_PER_RUN = 50;
const LARGE_UNITS = audUnits(String(LARGE_WITHDRAWAL_AUD));

type ContactRow = NonNullable<Awaited<ReturnType<typeof selectTrustedContact>>>;

const toContact = (row: ContactRow): TrustedContact => ({
  name: row.name,
  email: row.email,
  delayHours: row.delay_hours as TrustedContactDelay,
  updatedAt: row.updated_at.toISOString(),
});

export async function trustedContactOf(
  deps: ServiceDeps,
  userId: string,
): Promise<TrustedContact | null> {
  const row = await selectTrustedContact(deps.db, userId);
  return row ? toContact(row) : null;
}

async function customerOf(deps: ServiceDeps, userId: string) {
  const user = await selectCustomer(deps.db, userId);
  if (!user || user.status !== 'active') throw notFound('Your account');
  return { email: user.email, name: `${user.first_name} ${user.last_name}` };
}

/**
 * Names or changes the trusted contact (docs/product/funding.md#trusted-contact). A change that
 * weakens protection — another e-mail address or a shorter delay — starts the security hold and
 * is e-mailed to the customer with the lock link, in the same transaction. A newly named
 * contact (or a new address) is told they were named.
 */
export async function setTrustedContact(
  deps: ServiceDeps,
  { userId, request, actor }: { userId: string; request: TrustedContactRequest; actor: Actor },
): Promise<TrustedContact> {
  const customer = await customerOf(deps, userId);
  const email = request.email.toLowerCase();
  if (email === customer.email.toLowerCase()) throw trustedContactIsSelf();
  const newlyNamed = await inTransaction(deps, async (trx) => {
    const before = await lockTrustedContact(trx, userId);
    const otherAddress = before !== undefined && before.email.toLowerCase() !== email;
    const weakens =
      otherAddress || (before !== undefined && request.delayHours < before.delay_hours);
    await upsertTrustedContact(trx, {
      userId,
      name: request.name,
      email: request.email,
      delayHours: request.delayHours,
    });
    await writeAudit(trx, {
      ...actor,
      subjectUserId: userId,
      action: before ? 'trusted_contact.changed' : 'trusted_contact.set',
      details: { delayHours: request.delayHours, otherAddress, weakens },
    });
    if (weakens) {
      await recordSecurityChange(withDb(deps, trx), { userId, kind: 'trusted_contact' });
    }
    return before === undefined || otherAddress;
  });
  if (newlyNamed) {
    await sendEmailBestEffort(
      deps,
      trustedContactMessages.named(request.email, {
        customer: customer.name,
        contactName: request.name,
      }),
    );
  }
  const contact = await trustedContactOf(deps, userId);
  if (!contact) throw noTrustedContact();
  return contact;
}

/** Removes the contact: protection weakens, so the security hold starts and the owner is told. */
export async function removeTrustedContact(
  deps: ServiceDeps,
  { userId, actor }: { userId: string; actor: Actor },
): Promise<void> {
  await inTransaction(deps, async (trx) => {
    if (!(await deleteTrustedContact(trx, userId))) throw noTrustedContact();
    await writeAudit(trx, {
      ...actor,
      subjectUserId: userId,
      action: 'trusted_contact.removed',
      details: {},
    });
    await recordSecurityChange(withDb(deps, trx), { userId, kind: 'trusted_contact' });
  });
}

/** A withdrawal about to go or wait, as the contact will read it. */
export interface WatchedWithdrawal {
  userId: string;
  first: boolean;
  audValue: bigint;
  amountText: string;
  destinationText: string;
}

/** The contact watching this withdrawal and why, or null: no contact, or neither first nor large. */
export async function contactWatching(deps: ServiceDeps, withdrawal: WatchedWithdrawal) {
  const large = withdrawal.audValue >= LARGE_UNITS;
  if (!withdrawal.first && !large) return null;
  const contact = await selectTrustedContact(deps.db, withdrawal.userId);
  if (!contact) return null;
  const reason: ContactReason = withdrawal.first ? (large ? 'first_and_large' : 'first') : 'large';
  return { contact, reason };
}

/**
 * Writes the contact's e-mail with the withdrawal's own transaction (so it exists exactly when
 * the withdrawal does); the notices job sends it within seconds.
 */
export async function queueContactNotice(
  deps: ServiceDeps,
  withdrawal: WatchedWithdrawal,
  watch: NonNullable<Awaited<ReturnType<typeof contactWatching>>>,
  { goesAt, inReview }: { goesAt: Date | null; inReview: boolean },
): Promise<void> {
  const customer = await customerOf(deps, withdrawal.userId);
  const message = trustedContactMessages.withdrawal(watch.contact.email, {
    customer: customer.name,
    amount: withdrawal.amountText,
    destination: withdrawal.destinationText,
    when: describeMoment(new Date()),
    reason: watch.reason,
    goesAt: goesAt ? describeMoment(goesAt) : null,
    inReview,
  });
  await insertContactNotice(deps.db, {
    userId: withdrawal.userId,
    email: message.to,
    subject: message.subject,
    body: message.text,
  });
}

/** Sends the contact notices not sent yet; each is marked sent once, across API instances. */
export async function sendTrustedContactNotices(deps: ServiceDeps): Promise<number> {
  const notices = await inTransaction(deps, async (trx) => {
    const rows = await lockUnsentContactNotices(trx, NOTICES_PER_RUN);
    await markContactNoticesSent(
      trx,
      rows.map((row) => row.notice_id),
    );
    return rows;
  });
  for (const notice of notices) {
    await sendEmailBestEffort(deps, {
      to: notice.email,
      subject: notice.subject,
      text: notice.body,
    });
  }
  return notices.length;
}
