import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_CLOCK_WINDOW_SECONDS,
  apiKeySigningText,
  type ApiKeyScope,
  type PermissionType,
} from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import { derivePermissions } from '../identity/sessions/index.js';
import {
  addressNotAllowed,
  keyExpired,
  keyHeadersMissing,
  keyRevoked,
  nonceReused,
  signatureInvalid,
  timestampOutsideWindow,
} from './api-key-errors.js';
import { findKeyForRequest, type KeyForRequest } from './api-key-repository.js';
import { addressAllowed } from './allow-list.js';
import { openSecret } from './key-secrets.js';
import type { KeyCache, KnownKey } from './key-cache.js';
import type { KeyBudget, NonceStore } from './nonce-store.js';

/** The four values a signed request carries (headers, or a stream's handshake). */
export interface Signed {
  keyId: unknown;
  timestamp: unknown;
  nonce: unknown;
  signature: unknown;
}

/** What was signed: the request as the server received it. */
export interface SignedMessage {
  method: string;
  pathAndQuery: string;
  body: string;
  ip: string;
}

/** The key a request was signed with, and what its owner may do as of now. */
export interface KeyCaller {
  keyId: string;
  userId: string;
  scopes: ApiKeyScope[];
  permissions: PermissionType[];
}

export interface SignatureChecker {
  db: Db;
  sealingKey: Buffer;
  nonces: NonceStore;
  /** Live keys kept between calls that change nothing. */
  keys: KeyCache;
}

/**
 * The key, its secret opened, and its owner's facts: kept from an earlier call when the call
 * allows it (`mayUseCache`), else read (and kept for the next).
 */
async function knownKey(
  checker: SignatureChecker,
  keyId: string,
  mayUseCache: boolean,
): Promise<KnownKey | undefined> {
  const kept = mayUseCache ? checker.keys.lookup(keyId) : undefined;
  if (kept) return kept;
  const generation = checker.keys.generation;
  const key = await findKeyForRequest(checker.db, keyId);
  if (!key) return undefined;
  // A key's secret never changes: one opened earlier serves; the row just read decides the rest.
  const opened = checker.keys.lookup(keyId);
  const secret =
    opened && Buffer.from(opened.key.secret_sealed).equals(Buffer.from(key.secret_sealed))
      ? opened.secret
      : openSecret(checker.sealingKey, key.key_id, key.secret_sealed);
  const known = { key, secret };
  checker.keys.keep(known, generation);
  return known;
}

/** A nonce is kept for as long as its timestamp could still be accepted, and a little more. */
const NONCE_KEPT_MS = (2 * API_KEY_CLOCK_WINDOW_SECONDS + 5) * 1000;
/** A key's budget is counted per minute (docs/product/api-keys.md#rate-limits). */
const API_KEY_BUDGET_WINDOW_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NONCE = /^[A-Za-z0-9_-]{8,64}$/;
const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;

function asText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The key a request names, if the request is signed with that key's secret and within the
 * clock window (docs/product/api-keys.md#signing-a-request); otherwise a 401. An unknown key
 * and a wrong signature read alike. Says nothing yet about whether the key may be used. Only
 * a call that changes nothing may take its key from the cache (`mayUseCache`).
 */
export async function identifySigner(
  checker: SignatureChecker,
  signed: Signed,
  message: SignedMessage,
  { mayUseCache = false, now = Date.now() }: { mayUseCache?: boolean; now?: number } = {},
): Promise<KeyForRequest> {
  const keyId = asText(signed.keyId);
  const timestamp = asText(signed.timestamp);
  const nonce = asText(signed.nonce);
  const signature = asText(signed.signature);
  if (!keyId || !timestamp || !nonce || !signature) throw keyHeadersMissing();
  if (!/^\d{1,12}$/.test(timestamp)) throw timestampOutsideWindow(API_KEY_CLOCK_WINDOW_SECONDS);
  if (Math.abs(Number(timestamp) * 1000 - now) > API_KEY_CLOCK_WINDOW_SECONDS * 1000) {
    throw timestampOutsideWindow(API_KEY_CLOCK_WINDOW_SECONDS);
  }
  if (!UUID.test(keyId) || !NONCE.test(nonce) || !HEX_SIGNATURE.test(signature)) {
    throw signatureInvalid();
  }
  const known = await knownKey(checker, keyId.toLowerCase(), mayUseCache);
  if (!known) throw signatureInvalid();
  const { key, secret } = known;
  const expected = createHmac('sha256', secret)
    .update(apiKeySigningText({ timestamp, nonce, ...message }))
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw signatureInvalid();
  return key;
}

/**
 * Whether a correctly signed request may go on: the key live, the address allowed, the nonce
 * new (docs/product/api-keys.md#what-stops-a-key); the request is then counted against the
 * key's budget in the same round trip, and the caller gets the count. The owner's permissions
 * are read with the key, so a suspension applies to the next request.
 */
export async function admitSigner(
  checker: SignatureChecker,
  key: KeyForRequest,
  signed: { nonce: string; ip: string },
  now = Date.now(),
): Promise<{ caller: KeyCaller; budget: KeyBudget }> {
  if (key.revoked_at || key.status !== 'active') throw keyRevoked();
  if (key.expires_at.getTime() <= now) throw keyExpired();
  if (!addressAllowed(key.allow_list, signed.ip)) throw addressNotAllowed(signed.ip);
  const budget = await checker.nonces.firstUse({
    nonce: `${key.key_id}:${signed.nonce}`,
    nonceTtlMs: NONCE_KEPT_MS,
    counter: key.key_id,
    windowMs: API_KEY_BUDGET_WINDOW_MS,
  });
  if (!budget) throw nonceReused();
  return {
    caller: {
      keyId: key.key_id,
      userId: key.user_id,
      scopes: key.scopes,
      permissions: derivePermissions(key, new Set(key.suspended)),
    },
    budget,
  };
}
