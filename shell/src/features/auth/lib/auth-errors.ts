import { errorMessage, INVALID_EMAIL_OR_PASSWORD, isApiError } from '@wattle/shared';

/**
 * An e-mail-related API error reads 'Invalid email or password' — it neither helps
 * nor tells a stranger which accounts exist.
 */
export function authErrorMessage(error: unknown): string {
  if (isApiError(error) && /e-?mail/i.test(error.message)) return INVALID_EMAIL_OR_PASSWORD;
  return errorMessage(error);
}
