import { passwordStrength, personalWords } from '@wattle/shared/password-strength';
import { passwordTooWeak } from './identity-errors.js';

/**
 * Refuses a new password that is easy to guess — common or breached, a keyboard run, a repeat,
 * a sequence, or built from the person's own name and e-mail — with the 400 of
 * `PASSWORD_TOO_WEAK`. The browser's meter runs the same estimate, so both agree.
 */
export function assertPasswordStrongEnough(
  password: string,
  personal: readonly (string | null | undefined)[] = [],
): void {
  if (!passwordStrength(password, personalWords(...personal)).acceptable) throw passwordTooWeak();
}
