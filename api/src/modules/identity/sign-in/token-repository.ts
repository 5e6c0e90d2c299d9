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

/** Whether a token could be used now, without using it: to fail fast before costly work. */
export async function isTokenUsable(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
): Promise<boolean> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select('token_id')
    .where('token_hash', '=', sha256Hex(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses a token once: in one statement, so two clicks cannot both succeed. */
export function consumeToken(db: Kysely<Database>, token: string, purpose: TokenPurpose) {
  return db
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', sha256Hex(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'email'])
    .executeTakeFirst();
}
