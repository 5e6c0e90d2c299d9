import { API_KEY_LIMIT } from '@wattle/shared/contracts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';

/*
 * A refused signed request says what was wrong, so a developer can fix their client, but never
 * whether a key exists for someone else: an unknown key and a wrong signature read alike.
 */
const keyRefused = (message: string, code: string) => new AppError(401, message, code);

export const keyHeadersMissing = () =>
  keyRefused(
    'Sign the request: send Wattle-Key, Wattle-Timestamp, Wattle-Nonce and Wattle-Signature (docs at /developers)',
    'ApiKeyHeadersMissing',
  );
export const signatureInvalid = () =>
  keyRefused(
    'The signature does not match this key and request: sign timestamp, nonce, method, path with query and body with the key secret',
    'ApiKeySignatureInvalid',
  );
export const timestampOutsideWindow = (windowSeconds: number) =>
  keyRefused(
    `The request timestamp is more than ${windowSeconds} seconds from the server clock: check your clock and send Unix seconds`,
    'ApiKeyTimestampOutsideWindow',
  );
export const nonceReused = () =>
  keyRefused(
    'This nonce was already used with this key: send a new random nonce with every request',
    'ApiKeyNonceReused',
  );
export const keyExpired = () =>
  keyRefused('This API key has expired: create a new one in Profile → API keys', 'ApiKeyExpired');
export const keyRevoked = () =>
  keyRefused('This API key was revoked: create a new one in Profile → API keys', 'ApiKeyRevoked');
export const addressNotAllowed = (ip: string) =>
  forbidden(
    `This API key may not be used from ${ip}: add it to the key's allow-list`,
    'ApiKeyAddressNotAllowed',
  );
export const scopeMissing = (scope: string) =>
  forbidden(`This API key does not have the ${scope} scope`, 'ApiKeyScopeMissing');
export const accountCannot = (message: string) => forbidden(message, 'ApiKeyPermissionMissing');

export const allowEntryInvalid = (entry: string) =>
  badRequest(`"${entry}" is not an IP address or a CIDR range such as 203.0.113.0/24`);
export const tooManyKeys = () =>
  conflict(
    `You can have at most ${API_KEY_LIMIT} live API keys: revoke one you no longer use first`,
    'ApiKeyLimitReached',
  );
export const apiKeyNotFound = () => notFound('That API key');
export const customerNotFound = () => notFound('That customer');
export const onlyCustomersHaveKeys = () =>
  forbidden('Only customer accounts can create API keys', 'ApiKeyForCustomersOnly');

/** A public API route reached without a signed key: a wiring mistake, told as a 401. */
export const keyNotChecked = () =>
  keyRefused('Sign the request with an API key', 'ApiKeyHeadersMissing');
