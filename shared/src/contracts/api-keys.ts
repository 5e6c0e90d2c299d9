import { z } from 'zod';
import { stepUpFields } from './funding.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/**
 * Customer API keys (docs/product/api-keys.md): what a key may do. `read` reads balances,
 * history, prices and buckets; `trade` also quotes and executes orders. No scope ever moves
 * money out: withdrawals stay with a person.
 */
export const API_KEY_SCOPES = ['read', 'trade'] as const;
export const apiKeyScopeSchema = lazySchema(() => z.enum(API_KEY_SCOPES));
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/**
 * Why a key stopped working before it expired: its owner, support, a password change, or the
 * owner locking the account from a security e-mail.
 */
export const API_KEY_REVOKE_REASONS = [
  'owner',
  'support',
  'password_changed',
  'account_locked',
] as const;
export type ApiKeyRevokeReason = (typeof API_KEY_REVOKE_REASONS)[number];

/** A key lives this many days unless its owner picks otherwise, and at most a year. */
export const API_KEY_DEFAULT_DAYS = 90;
export const API_KEY_MAX_DAYS = 365;
/** At most this many live keys per customer, and this many allow-list entries per key. */
export const API_KEY_LIMIT = 20;
export const API_KEY_ALLOW_LIST_LIMIT = 20;
/** A signed request's timestamp may differ from the server's clock by at most this. */
export const API_KEY_CLOCK_WINDOW_SECONDS = 30;
/** Each key may make this many requests per minute (headers tell what is left). */
export const API_KEY_REQUESTS_PER_MINUTE = 600;

/** The headers of a signed request (docs/product/api-keys.md#signing-a-request). */
export const API_KEY_HEADERS = {
  key: 'wattle-key',
  timestamp: 'wattle-timestamp',
  nonce: 'wattle-nonce',
  signature: 'wattle-signature',
} as const;

/**
 * What a request's signature covers, one field a line: the timestamp (Unix seconds), the
 * nonce, the method in capitals, the path with its query string exactly as sent, and the raw
 * body (empty for a GET). The signature is HMAC-SHA256 of it under the key's secret, in hex.
 */
export function apiKeySigningText(parts: {
  timestamp: string;
  nonce: string;
  method: string;
  pathAndQuery: string;
  body: string;
}): string {
  return [
    parts.timestamp,
    parts.nonce,
    parts.method.toUpperCase(),
    parts.pathAndQuery,
    parts.body,
  ].join('\n');
}

/** An IPv4 or IPv6 address, or a CIDR range of either; checked in full by the API. */
const allowEntry = text()
  .trim()
  .min(1, 'Enter an address or a range such as 203.0.113.0/24')
  .max(64, 'That address is too long')
  .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'Enter an address or a range such as 203.0.113.0/24');

/** `POST /user/api-keys`: a new key, behind step-up like money out. */
export const apiKeyCreateRequestSchema = lazySchema(() =>
  z.object({
    label: text('Name the key')
      .trim()
      .min(1, 'Name the key so you recognise it later')
      .max(40, 'The name can be at most 40 characters')
      .regex(/^[^\p{C}<>]+$/u, 'The name can use letters, digits, spaces and punctuation'),
    scopes: z
      .array(apiKeyScopeSchema, 'Choose what the key may do')
      .min(1, 'Choose what the key may do')
      .max(API_KEY_SCOPES.length),
    allowList: z
      .array(allowEntry)
      .max(API_KEY_ALLOW_LIST_LIMIT, `At most ${API_KEY_ALLOW_LIST_LIMIT} addresses or ranges`)
      .default([]),
    expiresInDays: z
      .int('Enter a whole number of days')
      .min(1, 'A key lasts at least a day')
      .max(API_KEY_MAX_DAYS, `A key lasts at most ${API_KEY_MAX_DAYS} days`)
      .default(API_KEY_DEFAULT_DAYS),
    ...stepUpFields,
  }),
);
export type ApiKeyCreateRequest = z.input<typeof apiKeyCreateRequestSchema>;

/** One key as its owner (and support) sees it: never its secret. */
export const apiKeySchema = lazySchema(() =>
  z.object({
    keyId: text(),
    label: text(),
    scopes: z.array(apiKeyScopeSchema),
    allowList: z.array(text()),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    lastUsedIp: text().nullable(),
    revokedAt: z.iso.datetime().nullable(),
    revokedBecause: z.enum(API_KEY_REVOKE_REASONS).nullable(),
    status: z.enum(['active', 'expired', 'revoked']),
  }),
);
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `POST /user/api-keys` answers the key once with its secret; it is never shown again. */
export const apiKeyCreatedSchema = lazySchema(() =>
  z.object({ key: apiKeySchema, secret: text() }),
);
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyListSchema = lazySchema(() => z.array(apiKeySchema));

export const apiKeyParamsSchema = lazySchema(() => z.object({ keyId: z.uuid('No such key') }));
export const staffApiKeyParamsSchema = lazySchema(() =>
  z.object({ userId: z.uuid(), keyId: z.uuid('No such key') }),
);
