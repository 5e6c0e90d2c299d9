import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** A key's secret as its owner receives it: a prefix that says what it is, then 32 random bytes. */
export function newKeySecret(): string {
  return `wsk_${randomBytes(32).toString('base64url')}`;
}

/**
 * The AES-256 key that seals API key secrets, derived from the server secret so no new
 * setting is needed and the database alone never yields a secret
 * (docs/decisions/api-key-secrets.md).
 */
export function sealingKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('wattle/api-key-secrets/v1').digest();
}

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with the key id as associated data: a sealed secret copied onto another key's
 * row does not open.
 */
export function sealSecret(key: Buffer, keyId: string, secret: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(keyId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]);
}

export function openSecret(key: Buffer, keyId: string, sealed: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(keyId));
  decipher.setAuthTag(sealed.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(sealed.subarray(NONCE_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
