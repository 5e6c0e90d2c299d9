import { describe, expect, it } from 'vitest';
import { aud } from '@/testing/amounts';
import { portfolioChartSummary, priceChartSummary } from './chart-summary';

describe('charts in words', () => {
  it('names open, last, high and low of a price chart', () => {
    const summary = priceChartSummary('Bitcoin', {
      assetId: 'btc',
      range: '7d',
      high30d: '110',
      candles: [
        { at: '2026-01-01T00:00:00.000Z', open: '100', high: '105', low: '95', close: '101' },
        { at: '2026-01-01T01:00:00.000Z', open: '101', high: '108.5', low: '99', close: '107.25' },
      ],
    });
    expect(summary).toBe(
      'Bitcoin price over 7 days: opened at $100.00, last $107.25, high $108.50, low $95.00',
    );
  });

  it('says when there is nothing to draw', () => {
    expect(
      priceChartSummary('Bitcoin', { assetId: 'btc', range: '1y', high30d: '0', candles: [] }),
    ).toBe('Bitcoin: no prices over 1 year');
    expect(portfolioChartSummary([], '30d')).toBe('No portfolio history over 30 days');
  });

  it('names where the portfolio started and ended', () => {
    expect(portfolioChartSummary([{ value: aud('10') }, { value: aud('12.345') }], '24h')).toBe(
      'Portfolio value over 24 hours: from $10.00 to $12.34',
    );
  });
});
