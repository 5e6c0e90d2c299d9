import {
  displayRounding,
  formatAmount,
  formatPercent,
  formatTime,
  type OrderQuote,
} from '@wattle/shared';
import { SPREAD_LABEL } from '@/components/order/costs-note';
import type { SummaryRow } from '@/components/summary-list';

/**
 * The review step's lines, with the spread the price includes beside the fee, rounded so
 * nothing promises more than it delivers (docs/product/trading.md#rounding).
 */
export function quoteRows(quote: OrderQuote): SummaryRow[] {
  const side = quote.side;
  const symbol = quote.cryptoAsset.symbol;
  const fee = {
    label: `Fee (${formatPercent(quote.feePercentage)})`,
    value: formatAmount(quote.fee, 'up'),
  };
  const spread = { label: SPREAD_LABEL, value: formatAmount(quote.spread, 'up') };
  if (quote.orderType === 'swap' && quote.targetAmount && quote.targetAsset) {
    return [
      { label: 'You swap', value: formatAmount(quote.cryptoAmount, 'up') },
      { label: `${symbol} price`, value: formatAmount(quote.price, 'down') },
      { label: 'Value', value: formatAmount(quote.fiatAmount, 'down') },
      spread,
      fee,
      { label: `Spent on ${quote.targetAsset.symbol}`, value: formatAmount(quote.total, 'down') },
      {
        label: 'You receive',
        value: formatAmount(quote.targetAmount, 'down'),
        emphasis: true,
      },
    ];
  }
  return [
    {
      label: side === 'buy' ? 'You buy' : 'You sell',
      value: formatAmount(quote.cryptoAmount, displayRounding('crypto', side)),
    },
    { label: 'Value', value: formatAmount(quote.fiatAmount, displayRounding('fiat', side)) },
    {
      label: 'Price per coin, spread included',
      value: formatAmount(quote.price, displayRounding('price', side)),
    },
    spread,
    fee,
    {
      label: side === 'buy' ? 'Total spent' : 'Total received',
      value: formatAmount(quote.total, displayRounding('fiat', side)),
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
