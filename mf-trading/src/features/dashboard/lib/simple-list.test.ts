import { assetFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { simpleListAssets, starredFirst } from './simple-list';

const coin = (symbol: string) =>
  assetFixture({ assetId: symbol.toLowerCase(), symbol, name: symbol });
const market = ['BTC', 'ETH', 'SOL', 'XRP', 'ADA', 'DOGE', 'DAI', 'USDT'].map(coin);
const symbols = (list: { symbol: string }[]) => list.map((asset) => asset.symbol);

describe('simple mode’s short list', () => {
  it('puts the customer’s coins first, then popular ones, no more than the limit', () => {
    const list = simpleListAssets(market, ['doge', 'eth'], ['BTC', 'ETH', 'SOL', 'XRP'], 4);
    expect(symbols(list)).toEqual(['DOGE', 'ETH', 'BTC', 'SOL']);
  });

  it('offers the popular coins to a customer who holds none', () => {
    expect(symbols(simpleListAssets(market, [], ['BTC', 'ETH'], 6))).toEqual(['BTC', 'ETH']);
  });

  it('skips coins the market does not list', () => {
    expect(symbols(simpleListAssets(market, ['gone'], ['NOPE', 'BTC'], 6))).toEqual(['BTC']);
  });
});

describe('starred coins first', () => {
  it('lists the starred coins first, each group in the market’s order', () => {
    expect(symbols(starredFirst(market, ['DAI', 'ETH']))).toEqual([
      'ETH',
      'DAI',
      'BTC',
      'SOL',
      'XRP',
      'ADA',
      'DOGE',
      'USDT',
    ]);
  });

  it('leaves the order alone with nothing starred', () => {
    expect(symbols(starredFirst(market, []))).toEqual(symbols(market));
  });
});
