import {
  KYC_IN_REVIEW_NOTICE,
  NOTIFICATION_TITLES,
  parseDisplayDate,
  type KycStatus,
  type driversLicenceSchema,
  type kycRequestSchema,
  type passportSchema,
} from '@wattle/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { PepStatus } from '../../../db/schema.js';
import { inTransaction } from '../../../db/transaction.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { withDb, type ServiceDeps } from '../../../lib/service-deps.js';
import type {
  IdentityCheckRequest,
  IdentityCheckResult,
} from '../../../providers/identity/identity-provider.js';
import { notify } from '../../notifications/index.js';
import {
  identityChecksUnavailable,
  kycAddressMissing,
  kycAlreadyVerified,
  kycInReview,
} from '../identity-errors.js';
import { documentFingerprint, normalName, personFingerprint } from './identity-fingerprint.js';
import {
  claimDocument,
  claimPerson,
  fingerprintKey,
  insertMatch,
  insertReviewMatch,
  openReviewMatches,
} from './identity-match-repository.js';
import {
  findApplication,
  insertSubmission,
  listSubmissions,
  recordOutcome,
  saveApplication,
} from './kyc-repository.js';
import { findUserById, markDocumentsVerified, updatePepStatus } from '../user-repository.js';

type KycRequest = z.infer<typeof kycRequestSchema>;
type PassportInput = z.infer<typeof passportSchema>;
type LicenceInput = z.infer<typeof driversLicenceSchema>;

const MINIMUM_AGE = 18;

/** The person and document to check; the address is the one on file. */
type DocumentCheck = Omit<IdentityCheckRequest, 'customerId' | 'address'>;

/** Where a person stands: verified documents win over whatever the application says. */
export async function kycStatusFor(deps: ServiceDeps, userId: string): Promise<KycStatus> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('That account');
  const application = await findApplication(deps.db, userId);
  const status = user.documents_verified ? 'verified' : (application?.status ?? 'not_started');
  return {
    status,
    identityType: application?.identity_type ?? 'none',
    documentsVerified: user.documents_verified,
    pepStatus: user.pep_status,
    rejectionReason: status === 'rejected' ? (application?.rejection_reason ?? null) : null,
  };
}

async function requireUnverified(deps: ServiceDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('Your account');
  if (user.documents_verified) throw kycAlreadyVerified();
  if ((await findApplication(deps.db, userId))?.status === 'in_review') throw kycInReview();
  return user;
}

/** Step one: the document the person will use and their residential address. */
export async function submitAddress(
  deps: ServiceDeps,
  { userId, application: input }: { userId: string; application: KycRequest },
): Promise<KycStatus> {
  await requireUnverified(deps, userId);
  await saveApplication(deps.db, {
    user_id: userId,
    identity_type: input.identityType,
    street_address: input.address.streetAddress,
    suburb: input.address.suburb,
    state: input.address.state,
    postcode: input.address.postcode,
  });
  return kycStatusFor(deps, userId);
}

function requireDate(value: string, message: string): Date {
  const date = parseDisplayDate(value);
  if (!date) throw badRequest(message);
  return date;
}

function checkDates(expiry: Date, dateOfBirth: Date, document: string) {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  if (expiry < today) throw badRequest(`Your ${document} has expired. Use a current document.`);
  const adult = new Date(dateOfBirth);
  adult.setUTCFullYear(adult.getUTCFullYear() + MINIMUM_AGE);
  if (adult > today) throw badRequest(`You must be ${MINIMUM_AGE} or older to use Wattle.`);
}

export function passportCheck(input: PassportInput): DocumentCheck {
  const expiry = requireDate(input.passportExpiry, 'Invalid passport expiry date');
  const dateOfBirth = requireDate(input.dateOfBirth, 'Invalid date of birth');
  checkDates(expiry, dateOfBirth, 'passport');
  return {
    person: { givenNames: input.givenNames, lastName: input.lastName, dateOfBirth },
    document: { kind: 'passport', number: input.passportNo, expiry },
  };
}

export function licenceCheck(input: LicenceInput): DocumentCheck {
  const expiry = requireDate(
    input.driversLicenceExpiryDate,
    "Invalid driver's licence expiry date",
  );
  const dateOfBirth = requireDate(input.dateOfBirth, 'Invalid date of birth');
  checkDates(expiry, dateOfBirth, 'driver’s licence');
  return {
    person: { givenNames: input.givenNames, lastName: input.lastName, dateOfBirth },
    document: {
      kind: 'licence',
      number: input.driversLicenceNo.toUpperCase(),
      cardNumber: input.driversLicenceCardNo.toUpperCase(),
      state: input.driversLicenceStateOfIssue,
      expiry,
    },
  };
}

/** What the check decided for the account, once one person one account is applied. */
type Decision =
  | { status: 'verified'; pep: 'found' | 'not_found' }
  | { status: 'in_review'; pep: 'found' | 'not_found' }
  | { status: 'rejected'; reason: string };

function notificationFor(decision: Decision) {
  switch (decision.status) {
    case 'rejected':
      return {
        title: NOTIFICATION_TITLES.kycFailure,
        message: decision.reason,
        type: 'error' as const,
      };
    case 'in_review':
      return {
        title: NOTIFICATION_TITLES.kycReview,
        message: KYC_IN_REVIEW_NOTICE,
        type: 'warning' as const,
      };
    case 'verified':
      return decision.pep === 'found'
        ? {
            title: NOTIFICATION_TITLES.kycSuccess,
            message:
              'Your identity is verified. Our team will review your account before you can deposit or trade, and will be in touch.',
            type: 'warning' as const,
          }
        : {
            title: NOTIFICATION_TITLES.kycSuccess,
            message: 'Your identity is verified. Thanks for helping keep Wattle safe.',
            type: 'success' as const,
          };
  }
}

const SUPPORT = 'contact Wattle support through the live chat or the Contact us page';
export const DOCUMENT_IN_USE = `This document is already verified on another Wattle account, and each person may have only one. Sign in to that account instead, or if you need help, ${SUPPORT}.`;
export const SAME_PERSON = `Our team found that you already have a Wattle account, and each person may have only one. Sign in to that account instead, or if you think this is wrong, ${SUPPORT}.`;

export const NAME_MISMATCH =
  'The name on the document does not match the name on your Wattle account. Use a document in your own name, or contact support if your name has changed.';

/**
 * The document is the account holder's: same last name, and the account's first name is the
 * document's given names in full or their first one(s) (middle names may be left out).
 */
export function namesMatch(
  firstName: string,
  lastName: string,
  person: { givenNames: string; lastName: string },
): boolean {
  if (normalName(lastName) !== normalName(person.lastName)) return false;
  const first = normalName(firstName);
  const given = normalName(person.givenNames);
  return given === first || given.startsWith(`${first} `);
}

/**
 * Step two: the provider checks the document against the address on file. The submission
 * (last four characters of the number only), the outcome, the user's flags and the
 * notification are written together; the notification is pushed once they are committed.
 */
export async function submitDocument(
  deps: ServiceDeps,
  { userId, check }: { userId: string; check: DocumentCheck },
): Promise<KycStatus> {
  await requireUnverified(deps, userId);
  const application = await findApplication(deps.db, userId);
  if (!application) throw kycAddressMissing();
  let result: IdentityCheckResult;
  try {
    result = await deps.providers.identity.verify({
      ...check,
      customerId: userId,
      address: {
        streetAddress: application.street_address,
        suburb: application.suburb,
        state: application.state,
        postcode: application.postcode,
      },
    });
  } catch (error) {
    deps.log.error({ err: error }, 'identity provider failed');
    throw identityChecksUnavailable();
  }
  const account = await findUserById(deps.db, userId);
  if (
    result.outcome === 'verified' &&
    account &&
    !namesMatch(account.first_name, account.last_name, check.person)
  ) {
    result = { outcome: 'declined', reference: result.reference, reason: NAME_MISMATCH };
  }
  const { document } = check;
  const verdict = result;
  await inTransaction(deps, async (trx) => {
    const decision: Decision =
      verdict.outcome === 'declined'
        ? { status: 'rejected', reason: verdict.reason }
        : await oneAccountPerPerson(trx, { userId, check, pep: verdict.pep });
    await insertSubmission(trx, {
      user_id: userId,
      document_type: document.kind,
      document_last4: document.number.slice(-4),
      provider_reference: verdict.reference,
      result: decision.status === 'rejected' ? 'declined' : 'verified',
      pep_result: decision.status === 'rejected' ? null : decision.pep,
      decline_reason: decision.status === 'rejected' ? decision.reason : null,
    });
    await recordOutcome(trx, userId, {
      identityType: document.kind,
      status: decision.status,
      rejectionReason: decision.status === 'rejected' ? decision.reason : null,
    });
    if (decision.status === 'verified') await markDocumentsVerified(trx, userId, decision.pep);
    await notify(withDb(deps, trx), {
      userId,
      ...notificationFor(decision),
      topics: ['profile', 'permissions'],
    });
  });
  return kycStatusFor(deps, userId);
}

/**
 * One person, one account (docs/product/identity.md#one-person-one-account): a document
 * verified on another account verifies no second one, and a name with date of birth already
 * known waits for staff. Both are recorded as matches, which also stop referral bonuses.
 */
async function oneAccountPerPerson(
  trx: Db,
  { userId, check, pep }: { userId: string; check: DocumentCheck; pep: 'found' | 'not_found' },
): Promise<Decision> {
  const key = await fingerprintKey(trx);
  const { document, person } = check;
  const holder = await claimDocument(trx, {
    userId,
    kind: document.kind,
    fingerprint: documentFingerprint(key, {
      kind: document.kind,
      number: document.number,
      state: document.kind === 'licence' ? document.state : undefined,
    }),
  });
  if (holder !== userId) {
    await insertMatch(trx, { userId, otherUserId: holder, kind: document.kind });
    return { status: 'rejected', reason: DOCUMENT_IN_USE };
  }
  const others = await claimPerson(trx, { userId, fingerprint: personFingerprint(key, person) });
  for (const otherUserId of others) await insertReviewMatch(trx, { userId, otherUserId, pep });
  return others.length > 0 ? { status: 'in_review', pep } : { status: 'verified', pep };
}

/**
 * Staff decided a name and date-of-birth match of an account whose check waits for them: the
 * same person is refused, different people are verified once no other match is open.
 * Runs in the caller's transaction, so the decision and its outcome are written together.
 */
export async function settleReview(
  deps: ServiceDeps,
  { userId, samePerson, pep }: { userId: string; samePerson: boolean; pep: 'found' | 'not_found' },
): Promise<void> {
  const application = await findApplication(deps.db, userId);
  if (application?.status !== 'in_review') return;
  if (!samePerson && (await openReviewMatches(deps.db, userId)) > 0) return;
  const decision: Decision = samePerson
    ? { status: 'rejected', reason: SAME_PERSON }
    : { status: 'verified', pep };
  await recordOutcome(deps.db, userId, {
    identityType: application.identity_type,
    status: decision.status,
    rejectionReason: decision.status === 'rejected' ? decision.reason : null,
  });
  if (decision.status === 'verified') await markDocumentsVerified(deps.db, userId, decision.pep);
  await notify(deps, { userId, ...notificationFor(decision), topics: ['profile', 'permissions'] });
}

/**
 * The sandbox's demo customers are verified when seeded: this records the document check that
 * verified them, so support sees attempts that agree with the status.
 */
export function recordDemoDocumentCheck(db: Db, userId: string) {
  return insertSubmission(db, {
    user_id: userId,
    document_type: 'passport',
    document_last4: '4821',
    provider_reference: `sandbox-demo-${userId}`,
    result: 'verified',
    pep_result: 'not_found',
  });
}

/** The person's latest document checks, newest first: what support sees. */
export function kycSubmissionsOf(db: Db, userId: string) {
  return listSubmissions(db, userId);
}

/** Support sets the person's politically-exposed-person status. */
export function overridePepStatus(db: Db, userId: string, status: PepStatus): Promise<void> {
  return updatePepStatus(db, userId, status);
}
