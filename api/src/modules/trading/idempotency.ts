import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { IdempotencyKeysTable } from '../../db/schema.js';
import type { AppError } from '../../lib/errors.js';
import {
  findKey,
  insertAnswer,
  insertPendingKey,
  lockKey,
  reclaimKey,
  storeResponse,
} from './idempotency-repository.js';
import {
  idempotencyKeyMalformed,
  idempotencyKeyReused,
  replayedRefusal,
  stillProcessing,
  type StoredRefusal,
} from './trading-errors.js';

/** Keys are remembered for a day (docs/product/trading.md#idempotency). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export function validIdempotencyKey(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw idempotencyKeyMalformed();
  return key;
}

type Claim<T> = { replay: T } | { claimed: true };

type KeyRow = Selectable<IdempotencyKeysTable>;

/**
 * What an answered key says to a request with `hash`: refused when the key was used for
 * another request or is still in flight, the stored refusal thrown again, or the stored
 * answer to replay.
 */
export function storedAnswer<T>(row: KeyRow, hash: string): T {
  if (row.request_hash !== hash) throw idempotencyKeyReused();
  if (row.status_code === null) throw stillProcessing();
  if (row.status_code >= 400) throw replayedRefusal(row.response as StoredRefusal);
  return row.response as T;
}

/** The key's row as it stands, without waiting for a request holding it; undefined if unused. */
export function readIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<KeyRow | undefined> {
  return findKey(db, userId, key);
}

/** A key older than a day is forgotten: it may be used again for anything. */
export const keyExpired = (row: KeyRow, now = Date.now()) =>
  now - row.created_at.getTime() > IDEMPOTENCY_TTL_MS;

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
  if (await insertPendingKey(trx, { userId, key, hash })) return { claimed: true };
  const existing = await lockKey(trx, userId, key);
  if (keyExpired(existing)) {
    await reclaimKey(trx, userId, key, hash);
    return { claimed: true };
  }
  return { replay: storedAnswer<T>(existing, hash) };
}

export async function storeIdempotentResult(
  db: Db,
  userId: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await storeResponse(db, { userId, key, statusCode, response });
}

/** A refusal is an answer too: replaying the key gets the same refusal, and writes nothing. */
export async function storeIdempotentFailure(
  db: Db,
  userId: string,
  key: string,
  hash: string,
  error: AppError,
) {
  const stored: StoredRefusal = {
    error: {
      statusCode: error.statusCode,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
    },
  };
  await insertAnswer(db, { userId, key, hash, statusCode: error.statusCode, response: stored });
}
