/**
 * Australian street lines as people write them (docs/product/identity.md#addresses): a unit
 * before a slash ("3/12 Smith St"), a range of numbers ("12-14 Smith St"), both
 * ("3/12-14 Smith St"), a unit in words ("Unit 3, 12 Smith St"), a letter after a number
 * ("12A Smith St").
 */

/** One street number: digits with an optional letter (12, 12A). */
const NUMBER = String.raw`\d{1,5}[A-Za-z]?`;
const UNIT_WORD = String.raw`(?:unit|apartment|apt|flat|suite|shop|u)`;
const NUMBER_PART = new RegExp(
  String.raw`^(?:${UNIT_WORD}\s*(${NUMBER})\s*,?\s+|(${NUMBER})\s*\/\s*)?(${NUMBER})(?:\s*-\s*(${NUMBER}))?(?=\s|$)\s*(.*)$`,
  'i',
);
/** A street's name and type: letters, with single spaces, hyphens, apostrophes or full stops. */
const STREET_NAME = /^[A-Za-z]+(?:[ '.-]+[A-Za-z]+)*\.?$/;

export interface StreetNumber {
  /** The unit, flat or shop number before the slash, if any. */
  unit: string | null;
  /** The street number, or the first of a range. */
  from: string;
  /** The last number of a range ("12-14" → "14"). */
  to: string | null;
}

export interface StreetLine extends StreetNumber {
  /** The street's name and type, "Smith St". */
  street: string;
}

/**
 * Splits what leads a street line — unit, number or range — from the rest ("3/12 smi" → unit
 * 3, number 12, rest "smi"); null when the line does not start with a street number.
 */
export function splitStreetNumber(value: string): (StreetNumber & { rest: string }) | null {
  const match = NUMBER_PART.exec(value.trim().replace(/\s+/g, ' '));
  if (!match?.[3]) return null;
  const [, unitWord, unitSlash, from, to, rest = ''] = match;
  return {
    unit: (unitWord ?? unitSlash ?? null)?.toUpperCase() ?? null,
    from: from.toUpperCase(),
    to: to?.toUpperCase() ?? null,
    rest: rest.trim(),
  };
}

/** A whole street line in parts, or null when it is not "number(s) then a street name". */
export function parseStreetLine(value: string): StreetLine | null {
  const parts = splitStreetNumber(value);
  if (!parts || !STREET_NAME.test(parts.rest)) return null;
  const { rest, ...number } = parts;
  return { ...number, street: rest };
}

/** The number part as it is written on an envelope: "3/12-14". */
export function formatStreetNumber({ unit, from, to }: StreetNumber): string {
  return `${unit ? `${unit}/` : ''}${from}${to ? `-${to}` : ''}`;
}

/**
 * One way of writing a street line: single spaces, and a slash or range hyphen with no spaces
 * around it ("3 / 12 - 14  Smith St" → "3/12-14 Smith St"). A line that does not parse is only
 * trimmed and its spaces made single.
 */
export function normaliseStreetLine(value: string): string {
  const line = parseStreetLine(value);
  if (!line) return value.trim().replace(/\s+/g, ' ');
  return `${formatStreetNumber(line)} ${line.street}`;
}
