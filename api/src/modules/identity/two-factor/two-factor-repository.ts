import { sql } from 'kysely';
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

/** Two-factor off; secret, last step, wrong codes and backup codes forgotten. */
export async function clearTwoFactor(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('two_factor_backup_codes').where('user_id', '=', userId).execute();
  await db
    .updateTable('users')
    .set({
      two_factor_enabled: false,
      two_factor_secret: null,
      two_factor_last_step: null,
      failed_codes: 0,
      codes_locked_until: null,
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

/**
 * Counts one try at an authenticator code before the code is looked at, unless codes are
 * refused for now: one statement, so parallel tries cannot slip past the count. From the
 * `threshold`-th try in a row, codes are refused for 15 minutes, twice as long for each
 * further one, at most a day; a right code clears the count (`clearCodeTries`). Returns the
 * count with this try, or undefined when codes are refused.
 */
export async function countCodeTry(db: Db, userId: string, threshold: number) {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      failed_codes: eb('failed_codes', '+', 1),
      codes_locked_until: sql<Date | null>`case when failed_codes + 1 >= ${threshold}
        then now() + least(power(2, failed_codes + 1 - ${threshold}), 96) * interval '15 minutes'
        else null end`,
    }))
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('codes_locked_until', 'is', null),
        eb('codes_locked_until', '<=', sql<Date>`now()`),
      ]),
    )
    .returning('failed_codes')
    .executeTakeFirst();
  return row?.failed_codes;
}

/** A right code: tries count from nothing again, and codes are no longer refused. */
export async function clearCodeTries(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_codes: 0, codes_locked_until: null })
    .where('user_id', '=', userId)
    .where('failed_codes', '>', 0)
    .execute();
}

/** The account's backup codes become these (hashes only); any earlier ones stop working. */
export async function replaceBackupCodes(db: Db, userId: string, hashes: readonly string[]) {
  await db.deleteFrom('two_factor_backup_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_backup_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/**
 * Spends one unused backup code: one conditional update, so two requests racing with the same
 * code cannot both pass. True when it was the account's and unused.
 */
export async function spendBackupCode(db: Db, userId: string, hash: string): Promise<boolean> {
  const spent = await db
    .updateTable('two_factor_backup_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

/** How many of the account's backup codes are still unused. */
export async function countUnusedBackupCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('two_factor_backup_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
