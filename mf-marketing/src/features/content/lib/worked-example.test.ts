import { allInCostSentence } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { workedBuy } from './worked-example';

describe('the fees page’s worked example', () => {
  it('works a $1,000 buy at a 0.6 % fee and a 0.5 % spread as a quote would', () => {
    expect(allInCostSentence(workedBuy('1000', '0.6'))).toBe(
      'You pay $1,000.00 for $989.08 of BTC at the mid price: spread $4.95, fee $5.97 — 1.09 %',
    );
  });

  it('follows the live fee', () => {
    expect(workedBuy('1000', '1').fee.toFixed(2)).toBe('9.91');
  });
});
