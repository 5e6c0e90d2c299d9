import type { Db } from '../../db/database.js';

/** Claims `key` for a request; false when the user already used it. */
export async function insertPendingKey(
  db: Db,
  { userId, key, hash }: { userId: string; key: string; hash: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: hash, response: null })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findKey(db: Db, userId: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** The key's row, locked until the transaction ends: a concurrent claim waits for it. */
export function lockKey(db: Db, userId: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** An expired key starts over for a new request. */
export async function reclaimKey(db: Db, userId: string, key: string, hash: string) {
  await db
    .updateTable('idempotency_keys')
    .set({ request_hash: hash, response: null, status_code: null })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

export async function storeResponse(
  db: Db,
  { userId, key, statusCode, response }: StoredAnswer,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response: JSON.stringify(response) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Records an answer under a key nobody holds yet (the claim rolled back with the refusal). */
export async function insertAnswer(
  db: Db,
  { userId, key, hash, statusCode, response }: StoredAnswer & { hash: string },
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      request_hash: hash,
      status_code: statusCode,
      response: JSON.stringify(response),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .execute();
}

export async function deleteKeysCreatedBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

interface StoredAnswer {
  userId: string;
  key: string;
  statusCode: number;
  response: unknown;
}
