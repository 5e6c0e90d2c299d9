import { Big } from '@wattle/shared';

/** The withdrawal amount is text of at most 20 characters. */
export const WITHDRAWAL_AMOUNT_MAX_LENGTH = 20;
export const LOADING_PLACEHOLDER = 'Loading...';
export const INSUFFICIENT_BALANCE = 'Insufficient balance';
export const WITHDRAWING_MAX = 'Withdrawing max';
export const MAX_SELECTED = 'Max selected';

/**
 * What a person typed, kept only if it is decimal-number text: extra decimals are cut off
 * (never rounded), anything else leaves the field as it was (null).
 */
export function sanitiseWithdrawalAmount(raw: string, decimals: number): string | null {
  const text = raw.replace(/,/g, '').trim();
  if (text === '') return '';
  if (!/^\d*\.?\d*$/.test(text)) return null;
  const [whole = '', fraction] = text.split('.');
  const kept =
    fraction === undefined
      ? whole
      : decimals === 0
        ? whole
        : `${whole}.${fraction.slice(0, decimals)}`;
  return kept.slice(0, WITHDRAWAL_AMOUNT_MAX_LENGTH);
}

export interface PlaceholderInput {
  loading: boolean;
  /** The loading text, 'Loading...' unless told otherwise. */
  loadingText?: string;
  sendMax: boolean;
  /** Formatted for people: '$10.00', '0.001 BTC'. */
  minimum: { value: Big; text: string };
  /** Null when no upper bound is known. */
  maximum: { value: Big; text: string } | null;
}

/**
 * The amount field's placeholder (docs/product/funding.md#withdrawal-amount-field): loading
 * text; 'Insufficient balance' when the minimum exceeds what can be withdrawn; 'Withdrawing
 * max' with send-max on; 'min - max'; or '> min' without a known maximum.
 */
export function withdrawalPlaceholder(input: PlaceholderInput): string {
  if (input.loading) return input.loadingText ?? LOADING_PLACEHOLDER;
  if (input.maximum && input.minimum.value.gt(input.maximum.value)) return INSUFFICIENT_BALANCE;
  if (input.sendMax) return WITHDRAWING_MAX;
  if (input.maximum) return `${input.minimum.text} - ${input.maximum.text}`;
  return `> ${input.minimum.text}`;
}

/**
 * What the field's helper says when the minimum exceeds what can go, naming the minimum:
 * "Insufficient balance for the 0.001 BTC minimum withdrawal: at most 0.0004 BTC can go."
 */
export function belowMinimumNote(minimumText: string, maximumText: string): string {
  return `${INSUFFICIENT_BALANCE} for the ${minimumText} minimum withdrawal: at most ${maximumText} can go.`;
}

/** The most that can go: the balance, less any fee, capped by what is left of the limit. */
export function withdrawableMaximum(
  balance: Big,
  { fee = new Big(0), cap = null }: { fee?: Big; cap?: Big | null } = {},
): Big {
  const net = balance.minus(fee);
  const capped = cap !== null && cap.lt(net) ? cap : net;
  return capped.lt(0) ? new Big(0) : capped;
}
