import {
  INVALID_EMAIL_OR_PASSWORD,
  PASSWORD_TOO_WEAK,
  WRONG_CURRENT_PASSWORD,
} from '@wattle/shared/contracts';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  tooManyRequests,
  unauthorized,
  unavailable,
} from '../../lib/errors.js';
import { tryAgainWhen } from '../../lib/try-again-when.js';

export const OTP_LOCKED = 'Too many wrong codes. Request a new code.';
export const VERIFY_LINK_INVALID =
  'This verification link has expired or was already used. Ask for a new one.';
const WRONG_AUTHENTICATOR_CODE = 'That authenticator code is not correct';

/** Wrong authenticator codes for the account: every code is refused until `until`. */
export const codesPaused = (until: Date) =>
  tooManyRequests(
    `Too many wrong authenticator codes, so codes for this account are paused: try again ${tryAgainWhen(until.getTime() - Date.now())}. If they were not yours, someone knows your password: reset it from the log-in page.`,
    'OtpAttemptsLimitReachedError',
  );
export const referralCodeInvalid = () =>
  badRequest('That referral code is not valid. Check the link, or leave it empty.');
/** Every referral code we drew was taken: vanishingly rare, and a retry draws new ones. */
export const tryAgainShortly = () => unavailable('Please try again in a moment');

/** A new password that is easy to guess (password-policy.ts). */
export const passwordTooWeak = () => badRequest(PASSWORD_TOO_WEAK, 'PasswordTooWeakError');

export const invalidCredentials = () =>
  unauthorized(INVALID_EMAIL_OR_PASSWORD, undefined, 'InvalidCredentials');
export const staffSignInOnly = () =>
  forbidden('Staff accounts log in on the staff log-in page, /staff/login.', 'StaffSignInOnly');
export const customerSignInOnly = () => forbidden('This sign-in is for Wattle staff only');
export const cannotSignIn = () =>
  forbidden('This account cannot sign in at the moment. Contact Wattle support.');
/** At sign-in the code is a credential: 401. */
export const wrongSignInCode = () => unauthorized(WRONG_AUTHENTICATOR_CODE, undefined, 'OtpError');
/** Setting two-factor up or turning it off: a typo, 400. */
export const wrongAuthenticatorCode = () => badRequest(WRONG_AUTHENTICATOR_CODE, 'OtpError');

/** A backup code that is not one of the account's, or was used already. */
export const wrongBackupCode = () =>
  badRequest('That backup code is not right or was used already.', 'OtpError');
export const wrongSignInBackupCode = () =>
  unauthorized('That backup code is not right or was used already.', undefined, 'OtpError');

export const linkInvalid = (message: string) => badRequest(message, 'InvalidLink');
export const signInLinkInvalid = () =>
  linkInvalid(
    'This sign-in link has expired, was already used or is not for this account. Log in again to get a new one.',
  );

export const twoFactorAlreadyOn = (message = 'Two-factor is already on.') =>
  conflict(message, 'TwoFactorEnabled');
export const twoFactorNotStarted = () =>
  conflict(
    'Start two-factor set-up first, then enter the code from your authenticator app.',
    'TwoFactorNotStarted',
  );
export const twoFactorNotOn = (message = 'Two-factor is not on.') =>
  conflict(message, 'TwoFactorNotEnabled');

export const phoneAlreadyVerified = () =>
  conflict('This phone number is already verified on your account.', 'PhoneVerified');
/** One person, one account (docs/product/identity.md#one-person-one-account). */
export const phoneInUse = () =>
  conflict(
    'This mobile number is already verified on another Wattle account, and each person may have only one. Sign in to that account instead, or if you need help, contact Wattle support through the live chat or the Contact us page.',
    'PhoneInUseError',
  );
export const otpLocked = () => tooManyRequests(OTP_LOCKED, 'OtpAttemptsLimitReachedError');
export const otpRefused = (message: string) => badRequest(message, 'OtpError');

export const kycAlreadyVerified = () =>
  conflict('Your identity is already verified.', 'KycAlreadyVerified');
/** A name and date-of-birth match waits for staff (docs/product/identity.md#one-person-one-account). */
export const kycInReview = () =>
  conflict(
    'Our team is checking your identity because your details match another Wattle account. We will tell you the outcome; if you have questions, contact Wattle support through the live chat or the Contact us page.',
    'KycInReview',
  );
export const kycAddressMissing = () =>
  conflict('Enter your residential address before your identity document.', 'KycAddressMissing');
export const identityChecksUnavailable = () =>
  unavailable('Identity checks are unavailable right now. Try again in a few minutes.');
export const wrongCurrentPassword = () =>
  badRequest(WRONG_CURRENT_PASSWORD, 'WrongCurrentPassword');

/** Money out with two-factor on, and no code: 403 until the person adds it. */
export const stepUpCodeRequired = (action: string) =>
  new AppError(
    403,
    `Enter the 6-digit code from your authenticator app to ${action}`,
    'TwoFactorRequiredError',
  );
/** Money out with two-factor off, and no password. */
export const passwordRequired = (action: string) =>
  new AppError(403, `Enter your password to ${action}`, 'PasswordRequiredError');
export const wrongPassword = () => badRequest('That password is not correct', 'PasswordError');

export const sameEmail = () =>
  badRequest('That is already your sign-in e-mail address', 'SameEmail');
export const emailChangeCodeInvalid = () =>
  badRequest(
    'There is no e-mail change waiting, or its code expired. Start the change again.',
    'EmailChangeCodeInvalid',
  );
export const emailChangeCodeWrong = (left: number) =>
  badRequest(
    `That code is not right. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
    'EmailChangeCodeWrong',
  );
export const emailChangeLocked = () =>
  tooManyRequests(
    'Too many wrong codes: this e-mail change was cancelled. Start it again.',
    'OtpAttemptsLimitReachedError',
  );
/** Told only to whoever holds the new address's code, so it tells nobody else anything. */
export const emailNotAvailable = () =>
  conflict(
    'That e-mail address cannot be used for this Wattle account. Nothing changed: sign in with your current address.',
    'EmailNotAvailable',
  );
