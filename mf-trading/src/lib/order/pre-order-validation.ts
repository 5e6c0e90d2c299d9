import { ORDER_MESSAGES, toBig } from '@wattle/shared';
import { normaliseAmount } from './amount-input';
import type { TradeLimits } from './trade-limits';

export type PreOrderCheck =
  { ok: true; zero: boolean } | { ok: false; zero: boolean; message: string };

/**
 * The pre-order checks (docs/product/trading.md#pre-order-checks), before a preview or a
 * 1-Click buy. The balance check comes before the maximum check so that typing more than you
 * hold says "Insufficient funds", and the maximum (the lower of balance and limit) then only
 * bites when the limit is what stops you.
 */
export function checkPreOrder(amountText: string, limits: TradeLimits): PreOrderCheck {
  const amount = toBig(amountText === '' ? '0' : amountText);
  const zero = amount.eq(0);
  const reject = (message: string): PreOrderCheck => ({ ok: false, zero, message });
  const { balance, minimum, effectiveMaximum } = limits;
  if (balance === null || balance.lte(0)) {
    return reject(
      limits.side === 'buy' ? ORDER_MESSAGES.noFiatBalance : ORDER_MESSAGES.insufficientFunds,
    );
  }
  if (amount.gt(balance)) return reject(ORDER_MESSAGES.insufficientFunds);
  if (effectiveMaximum && amount.gt(effectiveMaximum)) {
    return reject(ORDER_MESSAGES.aboveMaximum);
  }
  if (minimum && amount.lt(minimum)) {
    return reject(ORDER_MESSAGES.minimumIs(limits.side, minimum, limits.unit));
  }
  // A zero amount is reported, not rejected on its own: without a minimum the server decides.
  return { ok: true, zero };
}

/**
 * The pre-order message to show under the amount field while the customer types:
 * none for an empty field or while the balance is unknown, else what `checkPreOrder` says.
 */
export function amountFieldMessage(
  amountText: string,
  limits: TradeLimits,
  balanceLoading: boolean,
): string | null {
  if (amountText === '' || balanceLoading) return null;
  const check = checkPreOrder(normaliseAmount(amountText), limits);
  return check.ok ? null : check.message;
}
