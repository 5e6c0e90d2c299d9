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

export const OTP_LOCKED = 'Too many wrong codes. Request a new code.';
export const VERIFY_LINK_INVALID =
  'This verification link has expired or was already used. Ask for a new one.';
const WRONG_AUTHENTICATOR_CODE = 'That authenticator code is not correct';

/** How long until `until`, in words: "15 minute(s)", "4 hour(s)". */
function waitFor(until: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return minutes < 120 ? `${minutes} minute(s)` : `${Math.ceil(minutes / 60)} hour(s)`;
}

/** Wrong authenticator codes for the account: every code is refused until `until`. */
export const codesPaused = (until: Date) =>
  tooManyRequests(
    `Too many wrong authenticator codes, so codes for this account are paused for ${waitFor(until)}. If they were not yours, someone knows your password: reset it from the log-in page.`,
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
export const staffSignInOnly = () => forbidden('Staff accounts sign in through the staff sign-in');
export const customerSignInOnly = () => forbidden('This sign-in is for Wattle staff only');
export const cannotSignIn = () =>
  forbidden('This account cannot sign in at the moment. Contact Wattle support.');
/** At sign-in the code is a credential: 401. */
export const wrongSignInCode = () => unauthorized(WRONG_AUTHENTICATOR_CODE, undefined, 'OtpError');
/** Setting two-factor up or turning it off: a typo, 400. */
export const wrongAuthenticatorCode = () => badRequest(WRONG_AUTHENTICATOR_CODE, 'OtpError');

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
export const otpLocked = () => tooManyRequests(OTP_LOCKED, 'OtpAttemptsLimitReachedError');
export const otpRefused = (message: string) => badRequest(message, 'OtpError');

export const kycAlreadyVerified = () =>
  conflict('Your identity is already verified.', 'KycAlreadyVerified');
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
