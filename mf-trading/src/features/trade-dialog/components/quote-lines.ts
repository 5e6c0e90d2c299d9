import {
  amountToBig,
  displayRounding,
  formatCrypto,
  formatFiat,
  formatPercent,
  type OrderQuote,
  type Rounding,
  formatTime,
} from '@wattle/shared';
import type { SummaryRow } from '@/components/summary-list';

/** Spec §2.8 review lines, rounded by spec §5 so nothing promises more than it delivers. */
export function quoteRows(quote: OrderQuote): SummaryRow[] {
  const side = quote.side;
  const coins = (amount: OrderQuote['cryptoAmount'], rounding: Rounding, symbol: string) =>
    `${formatCrypto(amountToBig(amount), rounding)} ${symbol}`;
  const money = (amount: OrderQuote['fiatAmount'], rounding: Rounding) =>
    formatFiat(amountToBig(amount), rounding);
  const symbol = quote.cryptoAsset.symbol;
  const fee = {
    label: `Fee (${formatPercent(quote.feePercentage)})`,
    value: money(quote.fee, 'up'),
  };
  if (quote.orderType === 'swap' && quote.targetAmount && quote.targetAsset) {
    return [
      { label: 'You swap', value: coins(quote.cryptoAmount, 'up', symbol) },
      { label: `${symbol} price`, value: money(quote.price, 'down') },
      { label: 'Value', value: money(quote.fiatAmount, 'down') },
      fee,
      { label: `Spent on ${quote.targetAsset.symbol}`, value: money(quote.total, 'down') },
      {
        label: 'You receive',
        value: coins(quote.targetAmount, 'down', quote.targetAsset.symbol),
        emphasis: true,
      },
    ];
  }
  return [
    {
      label: side === 'buy' ? 'You buy' : 'You sell',
      value: coins(quote.cryptoAmount, displayRounding('crypto', side), symbol),
    },
    { label: 'Value', value: money(quote.fiatAmount, displayRounding('fiat', side)) },
    { label: 'Price per coin', value: money(quote.price, displayRounding('price', side)) },
    fee,
    {
      label: side === 'buy' ? 'Total spent' : 'Total received',
      value: money(quote.total, displayRounding('fiat', side)),
      emphasis: true,
    },
  ];
}

/** Advanced view: what identifies the quote. */
export function quoteDetailRows(quote: OrderQuote): SummaryRow[] {
  return [
    { label: 'Quote ID', value: quote.quoteId },
    { label: 'Quote type', value: quote.type === 'ONE_CLICK' ? '1-Click' : 'Preview' },
    { label: 'Price held until', value: formatTime(quote.expiresAt) },
  ];
}
