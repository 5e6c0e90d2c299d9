import {
  amountToBig,
  formatAmount,
  formatCoin,
  formatFiat,
  type Big,
  type Order,
} from '@wattle/shared';

const KIND_LABELS: Record<Order['kind'], string> = {
  limit: 'Limit',
  stop_loss: 'Stop-loss',
  take_profit: 'Take-profit',
  oco: 'Stop-loss / take-profit',
};

const price = (amount: Order['limitPrice']) => (amount ? formatFiat(amountToBig(amount)) : '');

/** An order in a line: "Limit buy $500.00 of BTC at $180,000.00". */
export function orderSummary(order: Order): string {
  const what =
    order.side === 'buy'
      ? `${formatAmount(order.amount)} of ${order.asset.symbol}`
      : formatAmount(order.amount);
  const at =
    order.kind === 'oco'
      ? `below ${price(order.stopPrice)} or above ${price(order.limitPrice)}`
      : `at ${price(order.kind === 'stop_loss' ? order.stopPrice : order.limitPrice)}`;
  return `${KIND_LABELS[order.kind]} ${order.side} ${what} ${at}`;
}

/** What the open orders hold, per asset symbol: out of the available balance until they end. */
export function heldByAsset(
  orders: readonly Order[],
): { symbol: string; held: Big; text: string }[] {
  const totals = new Map<string, { amount: Order['amount']; held: Big }>();
  for (const order of orders) {
    const current = totals.get(order.amount.name);
    const held = amountToBig(order.amount).plus(current?.held ?? 0);
    totals.set(order.amount.name, { amount: order.amount, held });
  }
  return [...totals].map(([symbol, { held }]) => ({
    symbol,
    held,
    text: symbol === 'AUD' ? formatFiat(held) : formatCoin(held, symbol),
  }));
}
