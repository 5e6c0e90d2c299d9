import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { NAME_PATTERN, OTP_PATTERN } from './patterns.js';
import { text } from './text.js';

export const EMAIL_INVALID = 'Email is invalid, please try again';
export const EMAIL_REQUIRED = 'Email field is required';
/** How the product shows an email-related API error. */
export const INVALID_EMAIL_OR_PASSWORD = 'Invalid email or password';

export const emailSchema = lazySchema(() =>
  text(EMAIL_REQUIRED).trim().min(1, EMAIL_REQUIRED).pipe(z.email(EMAIL_INVALID)),
);

export const passwordSchema = lazySchema(() =>
  text('Password is a required field')
    .min(10, 'Password must be at least 10 characters')
    .max(128, 'Password must be at most 128 characters'),
);

/**
 * A new password must also be hard to guess: sign-up, reset and change refuse one that
 * `@wattle/shared/password-strength` scores below this (zxcvbn's 0–4 scale; 3 means at least
 * 10^8 guesses), with this message. The check is the server's; browsers show it as a meter.
 */
export const MIN_PASSWORD_SCORE = 3;
export const PASSWORD_TOO_WEAK =
  'Password is too easy to guess, please choose another (try a few unrelated words)';
export const PASSWORD_STRENGTH_LABELS = [
  'Very weak',
  'Weak',
  'Fair',
  'Strong',
  'Very strong',
] as const;
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

const personNameSchema = (label: string) =>
  text(`${label} is a required field`)
    .trim()
    .min(1, `${label} is a required field`)
    .max(80, `${label} must be at most 80 characters`)
    .regex(NAME_PATTERN, `${label} may contain letters, single spaces and hyphens only`);

export const otpSchema = lazySchema(() =>
  text().trim().regex(OTP_PATTERN, 'Enter the 6-digit code'),
);

/**
 * A two-factor backup code as handed out ("k7m2p-q9xtr"): ten letters and digits, the dash
 * optional, any case. The server reads it with `normaliseBackupCode`.
 */
export const BACKUP_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/i;
export const backupCodeSchema = lazySchema(() =>
  text().trim().regex(BACKUP_CODE_PATTERN, 'Enter a backup code like k7m2p-q9xtr'),
);
/** A backup code as it is hashed: lower case, no dash. */
export const normaliseBackupCode = (code: string) => code.trim().replace('-', '').toLowerCase();

export const signupRequestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: passwordSchema,
    firstName: personNameSchema('First name'),
    lastName: personNameSchema('Last name'),
    referralCode: text().trim().max(64).optional(),
    /**
     * A random id the browser keeps for itself (no fingerprint): sign-ups are limited per
     * device as well as per e-mail and per network address (docs/product/identity.md#rate-limits).
     */
    deviceId: text()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Device id must be 16 to 64 letters, digits, - or _')
      .optional(),
  }),
);
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/**
 * `POST /auth/signup` answers 202 with this whether the address is new (a verification link
 * is on its way) or already has an account (its owner is told someone tried): the answer does
 * not tell who is a customer.
 */
export const signupAcceptedSchema = lazySchema(() => z.object({ email: text() }));
export type SignupAccepted = z.infer<typeof signupAcceptedSchema>;

export const loginRequestSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: text('Password is a required field').min(1, 'Password is a required field').max(128),
    otp: otpSchema.optional(),
    /** In place of `otp`: one of the account's unused two-factor backup codes. */
    backupCode: backupCodeSchema.optional(),
    /** The token of an e-mailed sign-in link (`/login?token=…`), with the password. */
    signInToken: text().trim().min(16).max(256).optional(),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionTokenSchema = lazySchema(() =>
  z.object({
    status: z.literal('authenticated'),
    token: text(),
    expiresAt: z.iso.datetime(),
  }),
);

/**
 * A session; or a second step is due: the authenticator code (two-factor is on), or — after
 * several wrong passwords for the account lately — the e-mailed sign-in link, now sent.
 */
export const loginResponseSchema = lazySchema(() =>
  z.discriminatedUnion('status', [
    sessionTokenSchema,
    z.object({ status: z.literal('two_factor_required') }),
    z.object({ status: z.literal('sign_in_link_sent') }),
  ]),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the JWT carries; decoded client-side to know the role and expiry. */
export const tokenPayloadSchema = lazySchema(() =>
  z.object({
    sub: text(),
    role: text(),
    exp: z.number(),
    iat: z.number(),
  }),
);
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
