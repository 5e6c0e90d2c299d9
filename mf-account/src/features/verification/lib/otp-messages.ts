import { errorMessage, isApiError, MAX_OTP_ATTEMPTS } from '@wattle/shared';

export const OTP_LIMIT_REACHED = `You have entered a wrong code ${MAX_OTP_ATTEMPTS} times. Send a new code to try again.`;

/** Seconds before "Send a new code" works again: a customer waits for the SMS first. */
export const RESEND_COOL_DOWN_SECONDS = 30;

export type OtpFailure = { kind: 'limit'; message: string } | { kind: 'code'; message: string };

/**
 * What a failed code check says. OtpError and OtpAttemptsLimitReachedError are both OTP
 * errors: the limit has its own message and means the code is spent; a wrong, expired or
 * mismatched code shows the server's words (which count the attempts left).
 */
export function otpFailure(error: unknown): OtpFailure {
  if (isApiError(error) && error.code === 'OtpAttemptsLimitReachedError') {
    return { kind: 'limit', message: OTP_LIMIT_REACHED };
  }
  return { kind: 'code', message: errorMessage(error) };
}
