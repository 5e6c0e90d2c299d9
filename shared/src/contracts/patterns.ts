/** Validation patterns (docs/product/identity.md#validation-patterns), for forms and the API. */
export const OTP_PATTERN = /^\d{6}$/;
export const NAME_PATTERN = /^[A-Za-z]+(?:[ -][A-Za-z]+)*$/;
export const NUMBER_PATTERN = /^\d+$/;
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
export const PASSPORT_PATTERN = /^[A-Z]{1,2}\d+$/;
export const DATE_PATTERN = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/(19|20)\d{2}$/;
export const FLOAT_PATTERN = /^(\d+\.?\d*|\.\d+)$/;
export const AU_MOBILE_PATTERN = /^(?:\+61|61|0)?(4\d{8})$/;

const ADDRESS_FORBIDDEN = /[#?!@$%^&*]/;
/** A hyphen that joins nothing: a range is digit-digit ("12-14"), a name letter-letter. */
const LOOSE_HYPHEN =
  /(?:^|[^A-Za-z0-9\s])\s*-|-\s*(?:$|[^A-Za-z0-9\s])|[0-9]\s*-\s*[A-Za-z]|[A-Za-z]\s*-\s*[0-9]|-\s*-/;

/**
 * An address has an alphanumeric character and a space, and none of # ? ! @ $ % ^ & *. A
 * hyphen only joins a range of street numbers ("12-14") or a double-barrelled name.
 */
export function isValidAddressLine(value: string): boolean {
  return (
    /[A-Za-z0-9]/.test(value) &&
    value.includes(' ') &&
    !ADDRESS_FORBIDDEN.test(value) &&
    !LOOSE_HYPHEN.test(value)
  );
}

/** '0412 345 678', '61412345678', '+61412345678' → '+61412345678'; null when not a mobile. */
export function normaliseAuMobile(input: string): string | null {
  const compact = input.replace(/[\s()]/g, '');
  const match = AU_MOBILE_PATTERN.exec(compact);
  return match?.[1] ? `+61${match[1]}` : null;
}

/** DD/MM/YYYY → a real calendar date (UTC midnight), or null (31/02/2000 is not a date). */
export function parseDisplayDate(value: string): Date | null {
  if (!DATE_PATTERN.test(value)) return null;
  const [day, month, year] = value.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

/** Trims every string inside a value, however deeply nested. */
export function trimDeep<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item: unknown) => trimDeep(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, trimDeep(item)]),
    ) as T;
  }
  return value;
}
