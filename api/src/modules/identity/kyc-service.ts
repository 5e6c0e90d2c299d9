import {
  NOTIFICATION_TITLES,
  parseDisplayDate,
  type KycStatus,
  type driversLicenceSchema,
  type kycRequestSchema,
  type passportSchema,
} from '@wattle/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type {
  IdentityCheckRequest,
  IdentityCheckResult,
} from '../../providers/identity/identity-provider.js';
import { notify } from '../notifications/notification-service.js';
import {
  findApplication,
  insertSubmission,
  recordOutcome,
  saveApplication,
} from './kyc-repository.js';
import { findUserById } from './user-repository.js';

type KycRequest = z.infer<typeof kycRequestSchema>;
type PassportInput = z.infer<typeof passportSchema>;
type LicenceInput = z.infer<typeof driversLicenceSchema>;

const MINIMUM_AGE = 18;

/** Where a person stands: verified documents win over whatever the application says. */
export async function kycStatusFor(db: Db, userId: string): Promise<KycStatus> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('That account');
  const application = await findApplication(db, userId);
  const status = user.documents_verified ? 'verified' : (application?.status ?? 'not_started');
  return {
    status,
    identityType: application?.identity_type ?? 'none',
    documentsVerified: user.documents_verified,
    pepStatus: user.pep_status,
    rejectionReason: status === 'rejected' ? (application?.rejection_reason ?? null) : null,
  };
}

async function requireUnverified(db: Db, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Your account');
  if (user.documents_verified) {
    throw conflict('Your identity is already verified.', 'KycAlreadyVerified');
  }
  return user;
}

/** Step one: the document the person will use and their residential address. */
export async function submitAddress(
  app: FastifyInstance,
  userId: string,
  input: KycRequest,
): Promise<KycStatus> {
  await requireUnverified(app.db, userId);
  await saveApplication(app.db, {
    user_id: userId,
    identity_type: input.identityType,
    street_address: input.address.streetAddress,
    suburb: input.address.suburb,
    state: input.address.state,
    postcode: input.address.postcode,
  });
  return kycStatusFor(app.db, userId);
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

export function passportCheck(
  input: PassportInput,
): Omit<IdentityCheckRequest, 'customerId' | 'address'> {
  const expiry = requireDate(input.passportExpiry, 'Invalid passport expiry date');
  const dateOfBirth = requireDate(input.dateOfBirth, 'Invalid date of birth');
  checkDates(expiry, dateOfBirth, 'passport');
  return {
    person: { givenNames: input.givenNames, lastName: input.lastName, dateOfBirth },
    document: { kind: 'passport', number: input.passportNo, expiry },
  };
}

export function licenceCheck(
  input: LicenceInput,
): Omit<IdentityCheckRequest, 'customerId' | 'address'> {
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

/**
 * Step two: the provider checks the document against the address on file. The submission
 * (last four characters of the number only), the outcome, the user's flags and the
 * notification are written together; the notification is pushed once they are committed.
 */
export async function submitDocument(
  app: FastifyInstance,
  userId: string,
  check: Omit<IdentityCheckRequest, 'customerId' | 'address'>,
): Promise<KycStatus> {
  await requireUnverified(app.db, userId);
  const application = await findApplication(app.db, userId);
  if (!application) {
    throw conflict(
      'Enter your residential address before your identity document.',
      'KycAddressMissing',
    );
  }
  let result: IdentityCheckResult;
  try {
    result = await app.providers.identity.verify({
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
    app.log.error({ err: error }, 'identity provider failed');
    throw new AppError(
      503,
      'Identity checks are unavailable right now. Try again in a few minutes.',
    );
  }
  const { document } = check;
  await inTransaction(app, async (trx) => {
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
    if (result.outcome === 'verified') {
      await trx
        .updateTable('users')
        .set((eb) => ({
          documents_verified: true,
          // Support's override outranks a later automatic check.
          pep_status: eb
            .case()
            .when('pep_status', '=', 'overridden')
            .then('overridden' as const)
            .else(result.pep)
            .end(),
          updated_at: new Date(),
        }))
        .where('user_id', '=', userId)
        .execute();
    }
    await notify(app, userId, notificationFor(result), trx);
  });
  return kycStatusFor(app.db, userId);
}
