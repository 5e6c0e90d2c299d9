import { amountToBig, formatFiat, type Amount } from '@wattle/shared';

/** "up $123.45 (4.1 %)", "down $1.60 (1.6 %)", "even": a gain in words, sign spelled out. */
export function gainWords(gain: Amount | null, percent: string | null): string {
  if (!gain) return 'no price right now';
  const value = amountToBig(gain);
  if (value.eq(0)) return 'even';
  const share = percent === null ? '' : ` (${percent.replace('-', '')} %)`;
  return `${value.gt(0) ? 'up' : 'down'} ${formatFiat(value.abs())}${share}`;
}

/** The colour a gain is drawn in: green up, red down; text beside it says which. */
export function gainColour(gain: Amount | null): string | undefined {
  if (!gain) return undefined;
  const value = amountToBig(gain);
  return value.gt(0) ? 'green.fg' : value.lt(0) ? 'red.fg' : undefined;
}

/** `2027-03-11` → `11/03/2027`, the way every date reads. */
export function calendarDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
