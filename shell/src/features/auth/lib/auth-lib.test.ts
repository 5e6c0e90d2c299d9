import { ApiError, INVALID_EMAIL_OR_PASSWORD } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('returns to a same-site path after login', () => {
    expect(safeNextPath('/profile?tab=deposit-fiat')).toBe('/profile?tab=deposit-fiat');
  });

  it('never leaves the site', () => {
    expect(safeNextPath('https://evil.example')).toBe('/dashboard');
    expect(safeNextPath('//evil.example')).toBe('/dashboard');
    expect(safeNextPath('/\\evil.example')).toBe('/dashboard');
    expect(safeNextPath(null)).toBe('/dashboard');
  });
});

describe('authErrorMessage', () => {
  const apiError = (message: string, statusCode = 400) =>
    new ApiError({ statusCode, error: 'Bad Request', message });

  it('shows any e-mail-related API error as "Invalid email or password"', () => {
    expect(authErrorMessage(apiError('An account with this email already exists.', 409))).toBe(
      INVALID_EMAIL_OR_PASSWORD,
    );
    expect(authErrorMessage(apiError('E-mail not recognised'))).toBe(INVALID_EMAIL_OR_PASSWORD);
  });

  it('passes other API messages through, and hides anything else', () => {
    expect(authErrorMessage(apiError('That authenticator code is not correct', 401))).toBe(
      'That authenticator code is not correct',
    );
    expect(authErrorMessage(new Error('boom'))).toBe('Something went wrong');
  });
});
