import { totpAt } from '@wattle/shared/totp';

/** What an authenticator app shows for `secret` at `at` (milliseconds; now by default). */
export function totp(secret: string, at: number = Date.now()): string {
  return totpAt(secret, at / 1000);
}
