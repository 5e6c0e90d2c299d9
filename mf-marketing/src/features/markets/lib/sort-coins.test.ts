import { makeAmount } from '@wattle/shared';
import { assetFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { sortCoins, type CoinRow } from './sort-coins';

const price = (aud: string) => makeAmount(`${aud}000000000000000000`, 18, 'AUD');
const rows: CoinRow[] = [
  {
    asset: assetFixture({ symbol: 'BTC', name: 'Bitcoin', buyPrice: price('150000') }),
    change: '1.5',
  },
  { asset: assetFixture({ symbol: 'ADA', name: 'cardano', buyPrice: price('1') }), change: '-3' },
  { asset: assetFixture({ symbol: 'ETH', name: 'Ethereum', buyPrice: null }), change: undefined },
  { asset: assetFixture({ symbol: 'SOL', name: 'Solana', buyPrice: price('250') }), change: '12' },
];
const symbols = (sorted: CoinRow[]) => sorted.map((row) => row.asset.symbol);

describe('sortCoins', () => {
  it('sorts by name either way, ignoring case', () => {
    expect(symbols(sortCoins(rows, 'name', 'asc'))).toEqual(['BTC', 'ADA', 'ETH', 'SOL']);
    expect(symbols(sortCoins(rows, 'name', 'desc'))).toEqual(['SOL', 'ETH', 'ADA', 'BTC']);
  });

  it('sorts by price numerically, a coin without a price last both ways', () => {
    expect(symbols(sortCoins(rows, 'price', 'asc'))).toEqual(['ADA', 'SOL', 'BTC', 'ETH']);
    expect(symbols(sortCoins(rows, 'price', 'desc'))).toEqual(['BTC', 'SOL', 'ADA', 'ETH']);
  });

  it('sorts by 24 h change, unknown changes last', () => {
    expect(symbols(sortCoins(rows, 'change', 'desc'))).toEqual(['SOL', 'BTC', 'ADA', 'ETH']);
    expect(symbols(sortCoins(rows, 'change', 'asc'))).toEqual(['ADA', 'BTC', 'SOL', 'ETH']);
  });

  it('leaves the input alone', () => {
    sortCoins(rows, 'price', 'asc');
    expect(symbols(rows)).toEqual(['BTC', 'ADA', 'ETH', 'SOL']);
  });
});
