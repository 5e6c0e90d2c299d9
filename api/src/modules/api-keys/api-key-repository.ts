import type { ApiKeyRevokeReason, ApiKeyScope } from '@wattle/shared/contracts';
import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import { PERMISSION_COLUMNS, suspendedPermissions } from '../../db/permission-facts.js';
import { prepared } from '../../db/prepared-statements.js';
import { forgetUserSessions } from '../identity/sessions/index.js';

const KEY_COLUMNS = [
  'api_keys.key_id',
  'api_keys.user_id',
  'api_keys.label',
  'api_keys.scopes',
  'api_keys.allow_list',
  'api_keys.created_at',
  'api_keys.expires_at',
  'api_keys.revoked_at',
  'api_keys.revoked_because',
  'api_keys.last_used_at',
  'api_keys.last_used_ip',
] as const;

export function insertKey(
  db: Db,
  key: {
    keyId: string;
    userId: string;
    label: string;
    scopes: ApiKeyScope[];
    allowList: string[];
    sealedSecret: Buffer;
    expiresAt: Date;
  },
) {
  return db
    .insertInto('api_keys')
    .values({
      key_id: key.keyId,
      user_id: key.userId,
      label: key.label,
      scopes: key.scopes,
      allow_list: key.allowList,
      secret_sealed: key.sealedSecret,
      expires_at: key.expiresAt,
    })
    .returning(KEY_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Whether the account exists: staff read keys only of a real customer. */
export async function userExists(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The customer's keys neither revoked nor expired. */
export async function countLiveKeys(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every key of the customer, newest first. */
export function selectKeys(db: Db, userId: string) {
  return db
    .selectFrom('api_keys')
    .select(KEY_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

export type KeyRow = Awaited<ReturnType<typeof selectKeys>>[number];

const keyForRequest = compiledOnce(['keyId'], (db, { keyId }) =>
  db
    .selectFrom('api_keys')
    .modifyFront(prepared)
    .innerJoin('users', 'users.user_id', 'api_keys.user_id')
    .select(KEY_COLUMNS)
    .select('api_keys.secret_sealed')
    .select(PERMISSION_COLUMNS)
    .select(suspendedPermissions.as('suspended'))
    .where('api_keys.key_id', '=', keyId),
);

/**
 * A signed request's key, its sealed secret, and its owner's permission facts as of now: one
 * round trip, so a suspension or a revocation applies to the very next request. It runs on
 * every signed request, so it is compiled once and prepared.
 */
export async function findKeyForRequest(db: Db, keyId: string) {
  const [key] = await keyForRequest(db, { keyId });
  return key;
}

export type KeyForRequest = NonNullable<Awaited<ReturnType<typeof findKeyForRequest>>>;

/**
 * Revokes one live key of the customer; undefined when there is none to revoke. This process's
 * key caches forget the owner's keys at once; migration 0033 tells the others at commit.
 */
export function revokeKey(
  db: Db,
  input: { keyId: string; userId: string; because: ApiKeyRevokeReason; by: string },
) {
  forgetUserSessions({ userId: input.userId });
  return db
    .updateTable('api_keys')
    .set({ revoked_at: new Date(), revoked_because: input.because, revoked_by: input.by })
    .where('key_id', '=', input.keyId)
    .where('user_id', '=', input.userId)
    .where('revoked_at', 'is', null)
    .returning(KEY_COLUMNS)
    .executeTakeFirst();
}

/**
 * Revokes every live key of the customer, or only those that may trade (`tradingOnly`), as
 * the owner's own act; returns how many. Caches are told as `revokeKey`'s are.
 */
export async function revokeLiveKeys(
  db: Db,
  input: { userId: string; at: Date; because: ApiKeyRevokeReason; tradingOnly: boolean },
): Promise<number> {
  const { userId, at, because, tradingOnly } = input;
  forgetUserSessions({ userId });
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: at, revoked_because: because, revoked_by: userId })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .$if(tradingOnly, (query) => query.where(sql<boolean>`'trade' = any(scopes)`))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** One use of a key, as the audit log and its "last used" keep it. */
export interface KeyUse {
  keyId: string;
  userId: string;
  /** Refused requests are audited too, but do not count as the key's last use. */
  admitted: boolean;
  ip: string;
  userAgent: string | null;
  method: string;
  path: string;
  statusCode: number;
  at: Date;
}

/**
 * Uses of keys, in one statement: an audit line for each, naming the key, at the time of the
 * use; and each admitted key's last use (time and address) moved to its latest, never back.
 */
export async function recordKeyUses(db: Db, uses: readonly KeyUse[]): Promise<void> {
  if (uses.length === 0) return;
  const details = uses.map((use) =>
    JSON.stringify({
      keyId: use.keyId,
      method: use.method,
      path: use.path,
      statusCode: use.statusCode,
      admitted: use.admitted,
    }),
  );
  await sql`
    with uses as (
      select * from unnest(
        ${uses.map((use) => use.keyId)}::uuid[], ${uses.map((use) => use.userId)}::uuid[],
        ${uses.map((use) => use.admitted)}::boolean[], ${uses.map((use) => use.ip)}::text[],
        ${uses.map((use) => use.userAgent?.slice(0, 512) ?? null)}::text[],
        ${details}::jsonb[], ${uses.map((use) => use.at.toISOString())}::timestamptz[]
      ) as use (key_id, user_id, admitted, ip, user_agent, details, at)
    ),
    latest as (
      select distinct on (key_id) key_id, at, ip from uses
      where admitted order by key_id, at desc
    ),
    used as (
      update api_keys set last_used_at = latest.at, last_used_ip = latest.ip
      from latest
      where api_keys.key_id = latest.key_id
        and (api_keys.last_used_at is null or api_keys.last_used_at <= latest.at)
    )
    insert into audit_log (actor_id, subject_user_id, action, details, ip, user_agent, created_at)
    select user_id, user_id, 'api_key.used', details, ip, user_agent, at from uses
  `.execute(db);
}

/** Where the key owner's notices go. */
export async function ownerEmail(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.email;
}
