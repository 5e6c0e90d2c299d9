import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/** scrypt's work factors, which every hash keeps beside itself. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

// OWASP's scrypt guidance: N=2^17 with r=8 costs ~128 MiB; 2^15 keeps login fast on small
// instances while staying far beyond what a GPU farm enjoys against SHA-family hashes.
const PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$hash`, parameters kept so the cost can rise without a migration. Every
 * account's password is hashed at PASSWORD_COST; only the API's tests pass a lower one, for
 * the one password their people share.
 */
export async function hashPassword(
  password: string,
  cost: PasswordCost = PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...cost, maxmem: MAX_MEMORY });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Compared against when the e-mail is unknown, so timing does not reveal who has an account. */
export const DECOY_HASH = await hashPassword(randomBytes(12).toString('hex'));
