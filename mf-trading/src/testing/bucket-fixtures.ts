import type { BucketOrderResult, BucketQuote } from '@wattle/shared';
import { aud, coins } from './amounts';

export function bucketQuoteFixture(): BucketQuote {
  return {
    quoteId: 'bq-1',
    expiresAt: new Date(Date.now() + 30_000).toISOString(),
    bucketId: 'steady',
    totalFiatSpend: aud('100'),
    fee: aud('0.6'),
    spread: aud('0.5'),
    assetAmounts: [
      {
        asset: { assetId: 'btc', symbol: 'BTC' },
        assetAmount: coins('0.00039'),
        fiatAmount: aud('60'),
        buyPrice: aud('152000.5'),
        midPrice: aud('151244.28'),
        fee: aud('0.36'),
        spread: aud('0.3'),
      },
      {
        asset: { assetId: 'eth', symbol: 'ETH' },
        assetAmount: coins('0.0105', 'ETH', 18),
        fiatAmount: aud('40'),
        buyPrice: aud('3800'),
        midPrice: aud('3781.09'),
        fee: aud('0.24'),
        spread: aud('0.2'),
      },
    ],
  };
}

export function bucketResultFixture(): BucketOrderResult {
  return {
    bucketOrderId: 'bo-1',
    bucketId: 'steady',
    requestedFiatSpend: aud('100'),
    actualFiatSpend: aud('100'),
    totalFees: aud('0.6'),
    totalSpread: aud('0.5'),
    orders: [
      {
        tradeId: 't1',
        receiveAsset: { symbol: 'BTC' },
        receiveAmount: coins('0.00039'),
        spendAmount: aud('60'),
        price: aud('152000.5'),
        midPrice: aud('151244.28'),
        tradeFee: aud('0.36'),
        spread: aud('0.3'),
      },
      {
        tradeId: 't2',
        receiveAsset: { symbol: 'ETH' },
        receiveAmount: coins('0.0105', 'ETH', 18),
        spendAmount: aud('40'),
        price: aud('3800'),
        midPrice: aud('3781.09'),
        tradeFee: aud('0.24'),
        spread: aud('0.2'),
      },
    ],
  };
}
