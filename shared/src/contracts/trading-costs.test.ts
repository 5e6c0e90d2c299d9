import { describe, expect, it } from 'vitest';
import { makeAmount } from './money.js';
import { allInCost, allInCostSentence } from './trading-costs.js';

const aud = (cents: number) => makeAmount(BigInt(cents) * 10n ** 16n, 18, 'AUD');

describe('allInCost', () => {
  it('says a buy’s cost as dollars and a share of what was paid', () => {
    const cost = allInCost({
      side: 'buy',
      symbol: 'BTC',
      total: aud(10_000),
      fee: aud(60),
      spread: aud(50),
    });
    expect(cost.got.toFixed(2)).toBe('98.90');
    expect(cost.total.toFixed(2)).toBe('1.10');
    expect(allInCostSentence(cost)).toBe(
      'You pay $100.00 for $98.90 of BTC at the mid price: spread $0.50, fee $0.60 — 1.10 %',
    );
  });

  it('says a sale’s cost as a share of the coins’ mid value', () => {
    const cost = allInCost({
      side: 'sell',
      symbol: 'ETH',
      total: aud(98_900),
      fee: aud(600),
      spread: aud(500),
    });
    expect(allInCostSentence(cost)).toBe(
      'You sell $1,000.00 of ETH at the mid price for $989.00: spread $5.00, fee $6.00 — 1.10 %',
    );
  });
});
