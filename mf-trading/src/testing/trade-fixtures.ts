import type { OrderQuote, OrderResult, TradeSettings } from '@wattle/shared';
import { aud, coins } from './amounts';

/** A buy of $100.60 of BTC at $152,000.50 with a 0.6 % fee. */
export function quoteFixture(overrides: Partial<OrderQuote> = {}): OrderQuote {
  return {
    quoteId: 'q-1',
    expiresAt: new Date(Date.now() + 30_000).toISOString(),
    type: 'PREVIEW',
    orderType: 'buy',
    side: 'buy',
    cryptoAsset: { symbol: 'BTC' },
    fiatAsset: { symbol: 'AUD' },
    cryptoAmount: coins('0.00065789'),
    fiatAmount: aud('100'),
    price: aud('152000.5'),
    fee: aud('0.6'),
    feePercentage: '0.6',
    spread: aud('0.5'),
    total: aud('100.6'),
    ...overrides,
  };
}

/** What executing `quoteFixture()` returns: that buy, complete. */
export function orderResultFixture(overrides: Partial<OrderResult> = {}): OrderResult {
  const quote = quoteFixture();
  return {
    tradeId: 'trade-1',
    side: quote.side,
    orderType: quote.orderType,
    status: 'complete',
    spendAsset: quote.fiatAsset,
    receiveAsset: quote.cryptoAsset,
    spendAmount: quote.total,
    receiveAmount: quote.cryptoAmount,
    price: quote.price,
    tradeFee: quote.fee,
    spread: quote.spread,
    createdAt: '2026-03-07T03:05:00.000Z',
    ...overrides,
  };
}

export const TRADE_SETTINGS: TradeSettings = { tradeFeePercentage: '0.6', referralBonus: '20' };
