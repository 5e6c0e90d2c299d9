import { displayRounding, formatAmount, formatDateTime, type OrderResult } from '@wattle/shared';
import { SPREAD_LABEL } from '@/components/order/costs-note';
import type { SummaryRow } from '@/components/summary-list';

/**
 * The success step's lines: the executed amounts, price per coin, fee and total, and the
 * spread the price included (docs/product/trading.md#spread).
 */
export function orderRows(order: OrderResult): SummaryRow[] {
  const side = order.side;
  const fee = { label: 'Fee', value: formatAmount(order.tradeFee, 'up') };
  const spread = { label: SPREAD_LABEL, value: formatAmount(order.spread, 'up') };
  const price = {
    label: 'Price per coin, spread included',
    value: formatAmount(order.price, displayRounding('price', side)),
  };
  if (order.orderType === 'swap' && order.swapLeg) {
    const leg = order.swapLeg;
    return [
      { label: 'You swapped', value: formatAmount(order.spendAmount, 'up') },
      { label: `${order.spendAsset.symbol} price`, value: formatAmount(order.price, 'down') },
      { label: `${leg.receiveAsset.symbol} price`, value: formatAmount(leg.price, 'up') },
      spread,
      fee,
      {
        label: 'You received',
        value: formatAmount(leg.receiveAmount, 'down'),
        emphasis: true,
      },
    ];
  }
  if (side === 'buy') {
    return [
      { label: 'You bought', value: formatAmount(order.receiveAmount, 'down') },
      price,
      spread,
      fee,
      { label: 'Total spent', value: formatAmount(order.spendAmount, 'up'), emphasis: true },
    ];
  }
  return [
    { label: 'You sold', value: formatAmount(order.spendAmount, 'up') },
    price,
    spread,
    fee,
    { label: 'Total received', value: formatAmount(order.receiveAmount, 'down'), emphasis: true },
  ];
}

/** Advanced view: what identifies the order. */
export function orderDetailRows(order: OrderResult): SummaryRow[] {
  return [
    { label: 'Trade ID', value: order.tradeId },
    { label: 'Status', value: order.status },
    { label: 'Executed', value: formatDateTime(order.createdAt) },
  ];
}
