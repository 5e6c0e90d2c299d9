import type { Big } from '@wattle/shared';

/** Why an amount cannot be withdrawn, in words the customer can act on; null when it can. */
export function amountProblem(
  amount: Big,
  { min, max, minText }: { min: Big; max: Big; minText: string },
): string | null {
  if (amount.lte(0)) return 'Enter the amount to withdraw';
  if (amount.gt(max)) return 'The amount entered is above the maximum allowed';
  if (amount.lt(min)) return `The minimum withdrawal is ${minText}`;
  return null;
}
