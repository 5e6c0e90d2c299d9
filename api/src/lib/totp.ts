/**
 * Authenticator codes (TOTP) for the API: one implementation, on the `otpauth` library, that
 * the API, its tests and the journeys share.
 */
export { generateTotpSecret, otpauthUrl, totpAt, totpStep } from '@wattle/shared/totp';
