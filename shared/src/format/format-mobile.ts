import { normaliseAuMobile } from '../contracts/patterns.js';

/**
 * An Australian mobile as people write it, "0497 412 895", whichever form it was stored or
 * typed in (+61497412895, 61 497 412 895, 0497412895). Anything that is not an Australian
 * mobile is shown as it is: it is still what the customer gave us
 * (docs/product/screens.md#mobile-numbers).
 */
export function formatMobile(value: string): string {
  const e164 = normaliseAuMobile(value);
  if (!e164) return value;
  const local = `0${e164.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}
