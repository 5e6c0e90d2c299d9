import type { Db } from '../../../db/database.js';
import { forgetUserSessions } from '../session-cache.js';

/** Stores a new, not yet enabled two-factor secret, unless two-factor is already on. */
export async function storePendingTwoFactorSecret(
  db: Db,
  userId: string,
  secret: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ two_factor_secret: secret, two_factor_last_step: null, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('two_factor_enabled', '=', false)
    .execute();
}

/** Switches two-factor on, only for the secret the code was checked against. */
export async function enableTwoFactor(db: Db, userId: string, secret: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ two_factor_enabled: true, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('two_factor_secret', '=', secret)
    .execute();
  forgetUserSessions({ userId });
}

/** Two-factor off, secret and last step forgotten. */
export async function clearTwoFactor(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      two_factor_enabled: false,
      two_factor_secret: null,
      two_factor_last_step: null,
      updated_at: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
  forgetUserSessions({ userId });
}

/**
 * Records `step` as the last authenticator step used, only if it is later than the one
 * recorded and `secret` is still the account's: one conditional update, so two requests with
 * the same code cannot both pass. True when it was recorded.
 */
export async function recordTwoFactorStep(
  db: Db,
  userId: string,
  secret: string,
  step: number,
): Promise<boolean> {
  const used = await db
    .updateTable('users')
    .set({ two_factor_last_step: step })
    .where('user_id', '=', userId)
    .where('two_factor_secret', '=', secret)
    .where((eb) =>
      eb.or([
        eb('two_factor_last_step', 'is', null),
        eb('two_factor_last_step', '<', String(step)),
      ]),
    )
    .executeTakeFirst();
  return used.numUpdatedRows > 0n;
}
