import { describe, expect, it } from 'vitest';
import type { Trade, Transaction } from '../contracts/history.js';
import { decimalToAmount, type Amount } from '../contracts/index.js';
import { historyGroupFixture } from '../testing/fixtures.js';
import { plainWords } from './history-words.js';

const aud = (decimal: string): Amount => decimalToAmount(decimal, 18, 'AUD', 'down');
const coin = (decimal: string, symbol = 'BTC'): Amount =>
  decimalToAmount(decimal, 8, symbol, 'down');
const AT = '2026-03-04T04:39:00.000Z';

function trade(side: 'buy' | 'sell', spend: Amount, receive: Amount, extra: Partial<Trade> = {}) {
  return {
    tradeId: `t-${spend.name}-${receive.name}`,
    status: 'complete',
    side,
    type: side,
    spendAssetId: spend.name.toLowerCase(),
    receiveAssetId: receive.name.toLowerCase(),
    spendAmount: spend,
    receiveAmount: receive,
    price: aud('152000'),
    tradeFee: aud('0.6'),
    createdAt: AT,
    bucketOrderTrade: null,
    ...extra,
  } satisfies Trade;
}

function posting(type: Transaction['type'], amount: Amount): Transaction {
  return {
    transactionId: `${type}-${amount.value}`,
    type,
    amount,
    asset: { symbol: amount.name },
    createdAt: AT,
    trade: null,
  };
}

describe('history in plain words', () => {
  it('says a buy with the total spent and the coins at the coin’s decimals', () => {
    const buy = trade('buy', aud('100'), coin('0.0005257'));
    expect(plainWords(historyGroupFixture('buy', { trades: [buy] })).headline).toBe(
      'Bought 0.0005257 BTC for $100.00',
    );
  });

  it('says a sell with the AUD received after the fee, rounded down', () => {
    const sell = trade('sell', coin('0.00025'), aud('37.229'));
    expect(plainWords(historyGroupFixture('sell', { trades: [sell] })).headline).toBe(
      'Sold 0.00025 BTC for $37.22',
    );
  });

  it('says a swap with the two coins, not the AUD between them', () => {
    const out = trade('sell', coin('0.001'), aud('150'), { swapId: 's1' });
    const into = trade('buy', aud('150'), coin('0.0271', 'ETH'), { swapId: 's1' });
    expect(plainWords(historyGroupFixture('swap', { trades: [out, into] })).headline).toBe(
      'Swapped 0.001 BTC for 0.0271 ETH',
    );
  });

  it('says a bucket in one line with its coins listed', () => {
    const words = plainWords(
      historyGroupFixture('bucket', {
        bucketName: 'Steady',
        trades: [
          trade('buy', aud('60'), coin('0.0003')),
          trade('buy', aud('40.01'), coin('0.0071', 'ETH')),
        ],
      }),
    );
    expect(words.headline).toBe('Bought the Steady bucket for $100.01');
    expect(words.coinLines).toEqual(['0.0003 BTC for $60.00', '0.0071 ETH for $40.01']);
  });

  it('says deposits, withdrawals and bonuses, and never "Bought" for a failed order', () => {
    expect(
      plainWords(historyGroupFixture('deposit', { legs: [posting('deposit', aud('2500'))] }))
        .headline,
    ).toBe('Deposited $2,500.00');
    expect(
      plainWords(
        historyGroupFixture('withdrawal', { legs: [posting('withdrawal', coin('-0.01'))] }),
      ).headline,
    ).toBe('Withdrew 0.01 BTC');
    expect(
      plainWords(
        historyGroupFixture('withdrawal', {
          status: 'pending',
          legs: [posting('withdrawal', aud('-20'))],
        }),
      ).headline,
    ).toBe('Withdrawal of $20.00');
    expect(
      plainWords(historyGroupFixture('bonus', { legs: [posting('referral', aud('1.2'))] }))
        .headline,
    ).toBe('Referral bonus of $1.20');
    const rejected = trade('buy', aud('100'), coin('0.0005'), { status: 'rejected' });
    expect(
      plainWords(historyGroupFixture('buy', { status: 'rejected', trades: [rejected] })).headline,
    ).toBe('Buy of 0.0005 BTC for $100.00');
  });
});
