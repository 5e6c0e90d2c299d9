import { describe, expect, it } from 'vitest';
import { holdingFixture } from '@/testing/portfolio-fixtures';
import { classifyHoldings, mobilePortfolio } from './classify-holdings';

const btc = holdingFixture({ symbol: 'BTC', amount: '0.5', value: '75000' });
const eth = holdingFixture({ symbol: 'ETH', amount: '2', value: '9000' });
const sol = holdingFixture({ symbol: 'SOL', amount: '3', value: '600' });
const ada = holdingFixture({ symbol: 'ADA', amount: '10', value: '1' });
const dust = holdingFixture({ symbol: 'DOGE', amount: '0.5', value: '0.08' });
const crumbs = holdingFixture({ symbol: 'XRP', amount: '0.1', value: '0.35' });
const unpriced = holdingFixture({ symbol: 'NEW', amount: '4', value: null });
const zero = holdingFixture({ symbol: 'LTC', amount: '0', value: '0' });

const symbols = (holdings: { asset: { symbol: string } }[]) =>
  holdings.map((holding) => holding.asset.symbol);

describe('balance classification', () => {
  it('shows holdings worth at least $1 one by one, highest first', () => {
    const classified = classifyHoldings([ada, btc, sol, eth]);
    expect(symbols(classified.individual)).toEqual(['BTC', 'ETH', 'SOL', 'ADA']);
    expect(classified.others).toBeNull();
  });

  it('groups non-zero holdings under $1 as Others with their count and total', () => {
    const classified = classifyHoldings([btc, dust, crumbs]);
    expect(symbols(classified.individual)).toEqual(['BTC']);
    expect(classified.others?.holdings).toHaveLength(2);
    expect(classified.others?.total.toFixed()).toBe('0.43');
  });

  it('lists assets without a price apart as Unavailable', () => {
    const classified = classifyHoldings([btc, unpriced]);
    expect(symbols(classified.unavailable)).toEqual(['NEW']);
    expect(symbols(classified.individual)).toEqual(['BTC']);
  });

  it('drops zero holdings and calls an empty portfolio empty', () => {
    expect(classifyHoldings([zero]).empty).toBe(true);
    expect(classifyHoldings([]).empty).toBe(true);
    expect(classifyHoldings([unpriced]).empty).toBe(false);
  });
});

describe('mobile portfolio', () => {
  it('shows at most 3 and puts the rest, Others included, in the expandable panel', () => {
    const view = mobilePortfolio(classifyHoldings([btc, eth, sol, ada, dust]));
    expect(symbols(view.visible)).toEqual(['BTC', 'ETH', 'SOL']);
    expect(view.othersVisible).toBe(false);
    expect(symbols(view.rest)).toEqual(['ADA']);
    expect(view.othersInRest).toBe(true);
  });

  it('adds Others among the first rows when fewer than 3 are shown', () => {
    const view = mobilePortfolio(classifyHoldings([btc, dust]));
    expect(symbols(view.visible)).toEqual(['BTC']);
    expect(view.othersVisible).toBe(true);
    expect(view.rest).toEqual([]);
    expect(view.othersInRest).toBe(false);
  });
});
