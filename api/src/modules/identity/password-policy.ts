import { passwordStrength, personalWords } from '@wattle/shared/password-strength';
import { passwordTooWeak } from './identity-errors.js';
import type { UserRow } from './user-repository.js';

/** Whose password it is: the words of theirs a password must not be built from. */
export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

export const passwordOwnerOf = (user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>) => ({
  email: user.email,
  firstName: user.first_name,
  lastName: user.last_name,
});

/**
 * The one password policy, for every path that sets a password (sign-up, change, reset, for
 * customers and staff alike): refuses a new password that is easy to guess — common or
 * breached, a keyboard run, a repeat, a sequence, or built from the owner's own e-mail and
 * names — with the 400 of `PASSWORD_TOO_WEAK`. The owner is required, so no path can judge a
 * password without them. The browser's meter runs the same estimate, so both agree.
 */
export function assertPasswordStrongEnough(password: string, owner: PasswordOwner): void {
  const words = personalWords(owner.email, owner.firstName, owner.lastName);
  if (!passwordStrength(password, words).acceptable) throw passwordTooWeak();
}
