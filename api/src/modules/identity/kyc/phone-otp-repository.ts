import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { sha256Hex } from '../../../lib/secure-token.js';

/** Bound to the person and the number, so a code cannot be replayed elsewhere. */
export function otpHash(userId: string, phoneNumber: string, code: string): string {
  return sha256Hex(`${userId}:${phoneNumber}:${code}`);
}

export function insertOtp(
  db: Kysely<Database>,
  input: { userId: string; phoneNumber: string; code: string; expiresAt: Date },
) {
  return db
    .insertInto('phone_otps')
    .values({
      user_id: input.userId,
      phone_number: input.phoneNumber,
      code_hash: otpHash(input.userId, input.phoneNumber, input.code),
      expires_at: input.expiresAt,
    })
    .execute();
}

/** The newest code of a person, locked for this transaction: only it can ever be used. */
export function latestOtpForUpdate(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('phone_otps')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function countWrongAttempt(
  db: Kysely<Database>,
  otpId: string,
  attempts: number,
): Promise<void> {
  await db.updateTable('phone_otps').set({ attempts }).where('otp_id', '=', otpId).execute();
}

export async function markOtpVerified(db: Kysely<Database>, otpId: string, at: Date) {
  await db.updateTable('phone_otps').set({ verified_at: at }).where('otp_id', '=', otpId).execute();
}
