import { amountToBig, type Amount, type Big } from '@wattle/shared';

/** The exact decimal of a wire amount that may be missing (a price the market has not set). */
export function bigOrNull(amount: Amount | null | undefined): Big | null {
  return amount ? amountToBig(amount) : null;
}
