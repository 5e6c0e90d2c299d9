import type { StepUpMethod, StepUpProof } from '@wattle/shared/contracts';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../lib/errors.js';
import type { ServiceDeps } from '../../../lib/service-deps.js';
import {
  passwordRequired,
  stepUpCodeRequired,
  wrongPassword,
  wrongAuthenticatorCode,
} from '../identity-errors.js';
import { verifyPassword } from '../password.js';
import { recordTwoFactorStep } from './two-factor-repository.js';
import { checkGuardedCode } from './two-factor-service.js';
import { findUserById } from '../user-repository.js';

/** A proof checked and not yet spent: `spend` inside the transaction that moves the money. */
export interface StepUp {
  method: StepUpMethod;
  /**
   * Uses the proof up: records the authenticator step on `db` (the caller's transaction, so a
   * rollback gives the code back). Throws when a parallel request used the same code first.
   */
  spend: (db: Db) => Promise<void>;
}

/** The person, with the proof their money-out requests must carry. */
export async function stepUpMethodOf(deps: ServiceDeps, userId: string): Promise<StepUpMethod> {
  const user = await findUserById(deps.db, userId);
  return user?.two_factor_enabled && user.two_factor_secret ? 'otp' : 'password';
}

/**
 * Money out needs step-up (docs/product/funding.md#step-up): with two-factor on, a current,
 * unused authenticator code; with it off, the account password. A session alone never moves
 * money or changes where it goes. Checks the proof now and leaves the code unspent, so a
 * request refused by a later check (an address typo, a balance) does not cost the person their
 * code.
 */
export async function checkStepUp(
  deps: ServiceDeps,
  { userId, proof, action }: { userId: string; proof: StepUpProof; action: string },
): Promise<StepUp> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('That account');
  const secret = user.two_factor_enabled ? user.two_factor_secret : null;
  if (secret) {
    const code = proof.otp?.trim() ?? '';
    if (code === '') throw stepUpCodeRequired(action);
    // Wrong codes count against the account, with those at sign-in.
    const step = await checkGuardedCode(deps, { user, code });
    if (step === null) throw wrongAuthenticatorCode();
    return {
      method: 'otp',
      spend: async (db) => {
        if (!(await recordTwoFactorStep(db, userId, secret, step))) throw wrongAuthenticatorCode();
      },
    };
  }
  const password = proof.password ?? '';
  if (password === '') throw passwordRequired(action);
  if (!(await verifyPassword(password, user.password_hash))) throw wrongPassword();
  return { method: 'password', spend: () => Promise.resolve() };
}
