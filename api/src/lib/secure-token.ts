import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, URL-safe: what goes in a verification or reset link. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A six-digit code for SMS, uniformly drawn. */
export function newSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** How secrets are kept at rest: only their SHA-256, hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything that is not a UUID cannot name a row, so it is simply unknown. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
