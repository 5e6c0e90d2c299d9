import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Db } from '../../db/database.js';
import { generateTotpSecret, otpauthUrl, totpStep } from '../../lib/totp.js';
import { findUserById } from './user-repository.js';

const WRONG_CODE = 'That authenticator code is not correct';

async function requireUser(app: FastifyInstance, userId: string) {
  const user = await findUserById(app.db, userId);
  if (!user) throw notFound('That account');
  return user;
}

/**
 * Starts enrolment for the caller only: a new secret is stored but not yet switched on, so
 * sign-in is unchanged until a code from the app proves the person has it.
 */
export async function startTwoFactor(app: FastifyInstance, callerId: string, userId: string) {
  // Another person's id is simply not an account the caller can see.
  if (userId !== callerId) throw notFound('That account');
  const user = await requireUser(app, callerId);
  if (user.two_factor_enabled) {
    throw conflict(
      'Two-factor is already on. Turn it off before setting it up again.',
      'TwoFactorEnabled',
    );
  }
  const secret = generateTotpSecret();
  await app.db
    .updateTable('users')
    .set({ two_factor_secret: secret, two_factor_last_step: null, updated_at: new Date() })
    .where('user_id', '=', callerId)
    .where('two_factor_enabled', '=', false)
    .execute();
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

export async function confirmTwoFactor(app: FastifyInstance, userId: string, otp: string) {
  const user = await requireUser(app, userId);
  if (user.two_factor_enabled) throw conflict('Two-factor is already on.', 'TwoFactorEnabled');
  if (!user.two_factor_secret) {
    throw conflict(
      'Start two-factor set-up first, then enter the code from your authenticator app.',
      'TwoFactorNotStarted',
    );
  }
  if (!(await acceptTwoFactorCode(app.db, userId, user.two_factor_secret, otp))) {
    throw badRequest(WRONG_CODE, 'OtpError');
  }
  await app.db
    .updateTable('users')
    .set({ two_factor_enabled: true, updated_at: new Date() })
    .where('user_id', '=', userId)
    // The secret the code was checked against, not one a parallel enrolment just wrote.
    .where('two_factor_secret', '=', user.two_factor_secret)
    .execute();
  return { enabled: true };
}

export async function disableTwoFactor(app: FastifyInstance, userId: string, otp: string) {
  const user = await requireUser(app, userId);
  if (!user.two_factor_enabled || !user.two_factor_secret) {
    throw conflict('Two-factor is not on.', 'TwoFactorNotEnabled');
  }
  if (!(await acceptTwoFactorCode(app.db, userId, user.two_factor_secret, otp))) {
    throw badRequest(WRONG_CODE, 'OtpError');
  }
  await app.db
    .updateTable('users')
    .set({
      two_factor_enabled: false,
      two_factor_secret: null,
      two_factor_last_step: null,
      updated_at: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
  return { enabled: false };
}

/**
 * Lets one authenticator code through once: the code must be one of `secret`'s current steps
 * and later than the last step this account used. The check and the record are one conditional
 * update, so two requests racing with the same code cannot both pass.
 */
export async function acceptTwoFactorCode(
  db: Db,
  userId: string,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
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
