import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError, conflict } from '../../lib/errors.js';

/** Keys are remembered for a day (ARCHITECTURE.md). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export function validIdempotencyKey(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) {
    throw new AppError(
      400,
      'Idempotency-Key must be 8 to 100 letters, digits, - or _',
      'ValidationError',
    );
  }
  return key;
}

interface StoredError {
  error: { statusCode: number; message: string; code?: string };
}

type Claim<T> = { replay: T } | { claimed: true };

/**
 * Claims a key inside the caller's transaction. A concurrent request with the same key
 * waits on the unique index until the first commits, then replays its answer. A key reused
 * for a different request is refused.
 */
export async function claimIdempotencyKey<T>(
  trx: Db,
  userId: string,
  key: string,
  hash: string,
): Promise<Claim<T>> {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: hash, response: null })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { claimed: true };
  const existing = await trx
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (Date.now() - existing.created_at.getTime() > IDEMPOTENCY_TTL_MS) {
    await trx
      .updateTable('idempotency_keys')
      .set({ request_hash: hash, response: null, status_code: null })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
    return { claimed: true };
  }
  if (existing.request_hash !== hash) {
    throw new AppError(
      422,
      'This Idempotency-Key was already used for a different request',
      'IdempotencyKeyReused',
    );
  }
  if (existing.status_code === null) throw conflict('This request is still being processed');
  if (existing.status_code >= 400) {
    const { error } = existing.response as StoredError;
    throw new AppError(error.statusCode, error.message, error.code);
  }
  return { replay: existing.response as T };
}

export async function storeIdempotentResult(
  db: Db,
  userId: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response: JSON.stringify(response) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** A refusal is an answer too: replaying the key gets the same refusal, and writes nothing. */
export async function storeIdempotentFailure(
  db: Db,
  userId: string,
  key: string,
  hash: string,
  error: AppError,
) {
  const stored: StoredError = {
    error: {
      statusCode: error.statusCode,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
    },
  };
  await db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      request_hash: hash,
      status_code: error.statusCode,
      response: JSON.stringify(stored),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .execute();
}
