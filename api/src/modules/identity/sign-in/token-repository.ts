import type { Kysely } from 'kysely';
import type { Database, OneTimeTokensTable } from '../../../db/schema.js';
import { newLinkToken, sha256Hex } from '../../../lib/secure-token.js';

export type TokenPurpose = OneTimeTokensTable['purpose'];

/**
 * Issues a link token: only its hash is stored, and any earlier unused token of the same
 * purpose stops working, so only the newest link in the inbox does anything.
 */
export async function issueToken(
  db: Kysely<Database>,
  input: { userId: string; email: string; purpose: TokenPurpose; ttlMs: number },
): Promise<string> {
  const token = newLinkToken();
  const now = new Date();
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('one_time_tokens')
    .values({
      user_id: input.userId,
      email: input.email,
      purpose: input.purpose,
      token_hash: sha256Hex(token),
      created_at: now,
      expires_at: new Date(now.getTime() + input.ttlMs),
    })
    .execute();
  return token;
}

/**
 * The account a token could be used for now, without using it: to fail fast before costly
 * work, and to know whose it is. Undefined when it is unknown, used, superseded or expired.
 */
export function usableTokenOwner(db: Kysely<Database>, token: string, purpose: TokenPurpose) {
  return db
    .selectFrom('one_time_tokens')
    .innerJoin('users', 'users.user_id', 'one_time_tokens.user_id')
    .select(['users.user_id', 'users.email', 'users.first_name', 'users.last_name'])
    .where('one_time_tokens.token_hash', '=', sha256Hex(token))
    .where('one_time_tokens.purpose', '=', purpose)
    .where('one_time_tokens.used_at', 'is', null)
    .where('one_time_tokens.expires_at', '>', new Date())
    .executeTakeFirst();
}

/**
 * Uses a token once (only `userId`'s, when given): in one statement, so two clicks cannot
 * both succeed.
 */
export function consumeToken(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
  userId?: string,
) {
  let query = db
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', sha256Hex(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date());
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.returning(['user_id', 'email']).executeTakeFirst();
}

/** Whether the user was issued a token of `purpose` since `since` that is still unused. */
export async function issuedSince(
  db: Kysely<Database>,
  input: { userId: string; purpose: TokenPurpose; since: Date },
): Promise<boolean> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select('token_id')
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .where('created_at', '>=', input.since)
    .executeTakeFirst();
  return row !== undefined;
}
