import {
  amountToBig,
  displayRounding,
  formatCrypto,
  formatFiat,
  type Amount,
  type OrderResult,
  type Rounding,
  formatDateTime,
} from '@wattle/shared';
import type { SummaryRow } from '@/components/summary-list';

const coins = (amount: Amount, rounding: Rounding, symbol: string) =>
  `${formatCrypto(amountToBig(amount), rounding)} ${symbol}`;
const money = (amount: Amount, rounding: Rounding) => formatFiat(amountToBig(amount), rounding);

/** Spec §2.8 step 3: the executed amounts, price per coin, fee and total. */
export function orderRows(order: OrderResult): SummaryRow[] {
  const side = order.side;
  const fee = { label: 'Fee', value: money(order.tradeFee, 'up') };
  const price = {
    label: 'Price per coin',
    value: money(order.price, displayRounding('price', side)),
  };
  if (order.orderType === 'swap' && order.swapLeg) {
    const leg = order.swapLeg;
    return [
      { label: 'You swapped', value: coins(order.spendAmount, 'up', order.spendAsset.symbol) },
      { label: `${order.spendAsset.symbol} price`, value: money(order.price, 'down') },
      { label: `${leg.receiveAsset.symbol} price`, value: money(leg.price, 'up') },
      fee,
      {
        label: 'You received',
        value: coins(leg.receiveAmount, 'down', leg.receiveAsset.symbol),
        emphasis: true,
      },
    ];
  }
  if (side === 'buy') {
    return [
      { label: 'You bought', value: coins(order.receiveAmount, 'down', order.receiveAsset.symbol) },
      price,
      fee,
      { label: 'Total spent', value: money(order.spendAmount, 'up'), emphasis: true },
    ];
  }
  return [
    { label: 'You sold', value: coins(order.spendAmount, 'up', order.spendAsset.symbol) },
    price,
    fee,
    { label: 'Total received', value: money(order.receiveAmount, 'down'), emphasis: true },
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
