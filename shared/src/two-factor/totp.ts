import { Secret, TOTP } from 'otpauth';

/**
 * Wattle's authenticator codes, on the maintained `otpauth` library: RFC 6238 with SHA-1, six
 * digits and 30-second steps, as every authenticator app expects. The API checks codes with
 * it and the journeys type the codes it makes, so both agree by construction.
 */
const PERIOD_SECONDS = 30;

function totpOf(secret: string, account = ''): TOTP {
  return new TOTP({
    issuer: 'Wattle',
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** A new secret of 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The code an authenticator app shows for `secret` at `unixSeconds`. */
export function totpAt(secret: string, unixSeconds: number): string {
  return totpOf(secret).generate({ timestamp: unixSeconds * 1000 });
}

/**
 * The time step whose code `code` is — the current step or one either side, for clocks that
 * drift a little — or null when it is none of them. Callers that let a code in must also
 * refuse a step already used, so one code opens one door.
 */
export function totpStep(secret: string, code: string, now: Date = new Date()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

/** The enrolment link an authenticator app reads from the QR code, naming Wattle as issuer. */
export function otpauthUrl(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}
