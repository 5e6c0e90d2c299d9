import { z } from 'zod';
import { backupCodeSchema, emailSchema, otpSchema, passwordSchema } from './auth.js';
import { lazySchema } from './lazy-schema.js';
import {
  ALPHANUMERIC_PATTERN,
  AU_MOBILE_PATTERN,
  isValidAddressLine,
  NAME_PATTERN,
  normaliseAuMobile,
  PASSPORT_PATTERN,
  parseDisplayDate,
} from './patterns.js';
import { normaliseStreetLine } from './street-line.js';
import { text } from './text.js';
import { pepStatusSchema } from './user.js';

/** `POST /user/verify/email/request`: (re)sends the verification e-mail. Always `{ sent: true }`. */
export const emailVerificationRequestSchema = lazySchema(() => z.object({ email: emailSchema }));
/** `PUT /user/verify/token`: the token from the e-mail link (`/verify?token=…`). */
export const verifyEmailTokenSchema = lazySchema(() =>
  z.object({ token: text().trim().min(16).max(256) }),
);
export const emailVerifiedSchema = lazySchema(() =>
  z.object({ verified: z.literal(true), email: text() }),
);

/** `POST user/forgot-password`: always `{ sent: true }`, known e-mail or not. */
export const forgotPasswordRequestSchema = lazySchema(() => z.object({ email: emailSchema }));
/** `POST auth/reset-password`: single-use, expiring token from the e-mail link. */
export const resetPasswordRequestSchema = lazySchema(() =>
  z.object({
    token: text().trim().min(16).max(256),
    password: passwordSchema,
  }),
);
export const sentSchema = lazySchema(() => z.object({ sent: z.literal(true) }));
/** What `POST auth/reset-password` answers; every session of the account has ended. */
export const passwordResetResultSchema = lazySchema(() => z.object({ reset: z.literal(true) }));
export const RESET_LINK_INVALID =
  'This reset link has expired or was already used. Ask for a new one.';

/** `PATCH /user/update/preferred-name`; answers with the updated User. */
export const preferredNameSchema = lazySchema(() =>
  z.object({
    preferredName: text()
      .trim()
      .min(1, 'Preferred name is a required field')
      .max(40, 'Preferred name must be at most 40 characters')
      .regex(NAME_PATTERN, 'Preferred name may contain letters, single spaces and hyphens only'),
  }),
);

export const PHONE_INVALID = 'Phone number is invalid, please try again';
/** An Australian mobile in any accepted form, normalised to +61 and nine digits. */
export const auMobileSchema = lazySchema(() =>
  text()
    .trim()
    .refine((value) => AU_MOBILE_PATTERN.test(value.replace(/[\s()]/g, '')), PHONE_INVALID)
    .transform((value) => normaliseAuMobile(value) ?? value),
);

/**
 * `POST /user/verify/phone`: `{ phoneNumber }` sends a 6-digit code by SMS;
 * `{ phoneNumber, otp }` checks it. Five wrong codes lock it (OtpAttemptsLimitReachedError).
 */
export const phoneVerificationRequestSchema = lazySchema(() =>
  z.object({
    phoneNumber: auMobileSchema,
    otp: otpSchema.optional(),
  }),
);
export const phoneVerificationResponseSchema = lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({
      status: z.literal('code_sent'),
      phoneNumber: text(),
      expiresAt: z.iso.datetime(),
    }),
    z.object({ status: z.literal('verified'), phoneNumber: text() }),
  ]),
);
export const MAX_OTP_ATTEMPTS = 5;

export const AUSTRALIAN_STATES = ['QLD', 'NSW', 'VIC', 'WA', 'SA', 'TAS', 'NT', 'ACT'] as const;
export const australianStateSchema = lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(AUSTRALIAN_STATES, 'Choose the state or territory'),
  ),
);

export const IDENTITY_OPTIONS = ['none', 'licence', 'passport'] as const;
export const identityOptionSchema = lazySchema(() => z.enum(IDENTITY_OPTIONS));

const personName = (label: string) =>
  text()
    .trim()
    .min(1, `${label} is a required field`)
    .max(80)
    .regex(NAME_PATTERN, `${label} may contain letters, single spaces and hyphens only`);

const displayDate = (message: string) =>
  text()
    .trim()
    .refine((value) => parseDisplayDate(value) !== null, message);

/** Residential address, checked against the address rule (docs/product/identity.md#kyc). */
export const kycAddressSchema = lazySchema(() =>
  z.object({
    streetAddress: text()
      .trim()
      .min(1, 'Street address is a required field')
      .max(120)
      .refine(isValidAddressLine, 'Enter the street number and name, without symbols')
      .transform(normaliseStreetLine),
    suburb: personName('Suburb'),
    state: australianStateSchema,
    postcode: text()
      .trim()
      .regex(/^\d{4}$/, 'Postcode must be 4 digits'),
  }),
);

/** `POST /user/kyc`: which document the customer will use, and their address. */
export const kycRequestSchema = lazySchema(() =>
  z.object({
    identityType: z.enum(['licence', 'passport'], 'Choose a driver’s licence or a passport'),
    address: kycAddressSchema,
  }),
);

/** `PUT /user/kyc/passport`. */
export const passportSchema = lazySchema(() =>
  z.object({
    passportNo: text()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(text().regex(PASSPORT_PATTERN, 'Passport number is 1 or 2 letters followed by digits')),
    passportExpiry: displayDate('Invalid passport expiry date'),
    givenNames: personName('Given names'),
    lastName: personName('Last name'),
    dateOfBirth: displayDate('Invalid date of birth'),
  }),
);

/** `PUT /user/kyc/drivers-licence`; the state of issue is upper-cased. */
export const driversLicenceSchema = lazySchema(() =>
  z.object({
    givenNames: personName('Given names'),
    lastName: personName('Last name'),
    dateOfBirth: displayDate('Invalid date of birth'),
    driversLicenceNo: text()
      .trim()
      .regex(ALPHANUMERIC_PATTERN, 'Licence number may contain letters and digits only'),
    driversLicenceExpiryDate: displayDate("Invalid driver's licence expiry date"),
    driversLicenceCardNo: text()
      .trim()
      .regex(ALPHANUMERIC_PATTERN, 'Card number may contain letters and digits only'),
    driversLicenceStateOfIssue: australianStateSchema,
  }),
);

/**
 * What a customer whose details match another account is told while staff check them
 * (docs/product/identity.md#one-person-one-account): the notification and the verification page.
 */
export const KYC_IN_REVIEW_NOTICE =
  'Your details match another Wattle account, so our team will check them before your identity is verified, usually within one business day. We will tell you the outcome here and by e-mail; if you have questions, contact Wattle support through the live chat or the Contact us page.';

export const KYC_STATUSES = [
  'not_started',
  'address_submitted',
  'in_review',
  'verified',
  'rejected',
] as const;
/** What `POST /user/kyc` and the two document calls answer, and `GET /user/kyc` reads. */
export const kycStatusSchema = lazySchema(() =>
  z.object({
    status: z.enum(KYC_STATUSES),
    identityType: identityOptionSchema,
    documentsVerified: z.boolean(),
    pepStatus: pepStatusSchema,
    /** Why the provider declined, in words for the customer; null otherwise. */
    rejectionReason: text().nullable(),
  }),
);
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** `POST /user/twoFA` starts enrolment: the secret and the otpauth link for a QR code. */
export const twoFactorEnrolRequestSchema = lazySchema(() => z.object({ userId: text() }));
export const twoFactorEnrolmentSchema = lazySchema(() =>
  z.object({ secret: text(), otpauthUrl: text() }),
);
/** `POST /user/twoFA/confirm` with a valid code switches it on; `/disable` switches it off. */
export const twoFactorCodeSchema = lazySchema(() => z.object({ otp: otpSchema }));
export const twoFactorStatusSchema = lazySchema(() => z.object({ enabled: z.boolean() }));
/**
 * `POST /user/twoFA/confirm` answers with the backup codes too: shown this once, each signs in
 * once in place of an authenticator code (docs/product/identity.md#backup-codes).
 */
export const twoFactorEnabledSchema = lazySchema(() =>
  z.object({ enabled: z.literal(true), backupCodes: z.array(text()) }),
);
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;
/** `POST /user/twoFA/disable`: a current authenticator code, or one unused backup code. */
export const twoFactorDisableSchema = lazySchema(() =>
  z
    .object({ otp: otpSchema.optional(), backupCode: backupCodeSchema.optional() })
    .refine(
      (body) => body.otp !== undefined || body.backupCode !== undefined,
      'Enter the 6-digit code or a backup code',
    ),
);

/**
 * `POST /user/password`: the signed-in customer changes their password. The current one is
 * checked; every other session ends; this one stays signed in.
 */
export const changePasswordRequestSchema = lazySchema(() =>
  z
    .object({
      currentPassword: text().min(1, 'Current password is a required field').max(128),
      newPassword: passwordSchema,
    })
    .refine((value) => value.currentPassword !== value.newPassword, {
      message: 'The new password must differ from the current one',
      path: ['newPassword'],
    }),
);
export const passwordChangedSchema = lazySchema(() => z.object({ changed: z.literal(true) }));
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';

/**
 * `POST /user/email/change`: the new sign-in address, proved by the current password (and an
 * authenticator code with two-factor on); a code goes to the new address
 * (docs/product/identity.md#e-mail-change).
 */
export const emailChangeRequestSchema = lazySchema(() =>
  z.object({
    newEmail: emailSchema,
    currentPassword: text('Current password is a required field')
      .min(1, 'Current password is a required field')
      .max(128),
    otp: otpSchema.optional(),
  }),
);
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** The form's values, an empty authenticator code left out (two-factor off). */
export const emailChangeFormSchema = lazySchema(() =>
  z.preprocess(
    (value) =>
      typeof value === 'object' && value !== null && 'otp' in value && value.otp === ''
        ? { ...value, otp: undefined }
        : value,
    emailChangeRequestSchema,
  ),
);

/** `POST /user/email/confirm`: the code sent to the new address. */
export const emailChangeConfirmSchema = lazySchema(() => z.object({ code: otpSchema }));

export const emailChangeSentSchema = lazySchema(() =>
  z.object({ sent: z.literal(true), newEmail: text(), expiresAt: z.iso.datetime() }),
);
export const emailChangedSchema = lazySchema(() => z.object({ email: text() }));

/** A code to a new address lasts this long; the fifth wrong code ends the change. */
export const EMAIL_CHANGE_CODE_MINUTES = 30;
