import { parseDisplayDate } from '@wattle/shared';

/** The date picker offers months from January 1940 to December 2050. */
export const PICKER_START_MONTH = new Date(1940, 0, 1);
export const PICKER_END_MONTH = new Date(2050, 11, 1);

const pad = (value: number) => String(value).padStart(2, '0');

/** A picked calendar day (local midnight, as the picker gives it) as DD/MM/YYYY. */
export function toDisplayDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** DD/MM/YYYY typed so far → the calendar day to show as picked, or undefined. */
export function fromDisplayDate(text: string): Date | undefined {
  const date = parseDisplayDate(text);
  if (!date) return undefined;
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
