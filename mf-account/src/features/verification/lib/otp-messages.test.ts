import { ApiError } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { OTP_LIMIT_REACHED, otpFailure } from './otp-messages';

describe('otpFailure', () => {
  it('gives the attempt limit its own message', () => {
    const error = new ApiError({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many wrong codes. Request a new code.',
      code: 'OtpAttemptsLimitReachedError',
    });
    expect(otpFailure(error)).toEqual({ kind: 'limit', message: OTP_LIMIT_REACHED });
    expect(OTP_LIMIT_REACHED).toMatch(/5 times/);
  });

  it('shows the server words for a wrong code', () => {
    const error = new ApiError({
      statusCode: 400,
      error: 'Bad Request',
      message: 'That code is not correct. 4 attempts left.',
      code: 'OtpError',
    });
    expect(otpFailure(error)).toEqual({
      kind: 'code',
      message: 'That code is not correct. 4 attempts left.',
    });
  });

  it('falls back to the default message for anything else', () => {
    expect(otpFailure(new Error('boom'))).toEqual({
      kind: 'code',
      message: 'Something went wrong',
    });
  });
});
