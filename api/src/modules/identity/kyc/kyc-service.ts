import {
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
} from '../identity-errors.js';
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

function notificationFor(result: IdentityCheckResult) {
  if (result.outcome === 'declined') {
    return {
      title: NOTIFICATION_TITLES.kycFailure,
      message: result.reason,
      type: 'error' as const,
    };
  }
  return result.pep === 'found'
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

export const NAME_MISMATCH =
  'The name on the document does not match the name on your Wattle account. Use a document in your own name, or contact support if your name has changed.';

/** Lower case, hyphens as spaces, single spaces: "Mary-Jane  SMITH" ~ "mary jane smith". */
const normalName = (name: string) =>
  name.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

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
  await inTransaction(deps, async (trx) => {
    const verified = result.outcome === 'verified';
    await insertSubmission(trx, {
      user_id: userId,
      document_type: document.kind,
      document_last4: document.number.slice(-4),
      provider_reference: result.reference,
      result: result.outcome,
      pep_result: result.outcome === 'verified' ? result.pep : null,
      decline_reason: result.outcome === 'declined' ? result.reason : null,
    });
    await recordOutcome(trx, userId, {
      identityType: document.kind,
      status: verified ? 'verified' : 'rejected',
      rejectionReason: result.outcome === 'declined' ? result.reason : null,
    });
    if (result.outcome === 'verified') await markDocumentsVerified(trx, userId, result.pep);
    await notify(withDb(deps, trx), {
      userId,
      ...notificationFor(result),
      topics: ['profile', 'permissions'],
    });
  });
  return kycStatusFor(deps, userId);
}

/** The person's latest document checks, newest first: what support sees. */
export function kycSubmissionsOf(db: Db, userId: string) {
  return listSubmissions(db, userId);
}

/** Support sets the person's politically-exposed-person status. */
export function overridePepStatus(db: Db, userId: string, status: PepStatus): Promise<void> {
  return updatePepStatus(db, userId, status);
}
