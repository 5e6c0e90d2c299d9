import type { Trade } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { aud, coins } from '@/testing/amounts';
import { describeTrade } from './recent-activity';

const trade = (overrides: Partial<Trade> = {}): Trade => ({
  tradeId: 't1',
  status: 'complete',
  side: 'buy',
  type: 'preview',
  spendAssetId: 'aud',
  receiveAssetId: 'btc',
  spendAmount: aud('100.001'),
  receiveAmount: coins('0.00065789'),
  price: aud('152000'),
  tradeFee: aud('0.6'),
  createdAt: '2026-01-01T00:00:00.000Z',
  bucketOrderTrade: null,
  ...overrides,
});

describe('recent activity lines', () => {
  it('reads a buy with coins rounded down and AUD rounded up', () => {
    expect(describeTrade(trade())).toEqual({ title: 'Bought 0.000657 BTC', value: '$100.01' });
  });

  it('reads a sell with coins rounded up and AUD rounded down', () => {
    expect(
      describeTrade(
        trade({ side: 'sell', spendAmount: coins('0.0000011'), receiveAmount: aud('0.009') }),
      ),
    ).toEqual({ title: 'Sold 0.000002 BTC', value: '<$0.01' });
  });

  it('names bucket and recurring buys', () => {
    const bucket = describeTrade(
      trade({
        bucketOrderTrade: {
          bucketOrder: { bucketOrderId: 'b1', bucket: { bucketName: 'Steady' } },
        },
      }),
    );
    expect(bucket.title).toBe('Buy Bucket · Steady: Bought 0.000657 BTC');
    expect(describeTrade(trade({ executionType: 'recurring' })).title).toBe(
      'Recurring buy · Bought 0.000657 BTC',
    );
    const swapLeg = trade({ orderType: 'swap', side: 'sell', spendAmount: coins('0.01') });
    expect(describeTrade(swapLeg).title).toBe('Swap · Sold 0.01 BTC');
  });
});
