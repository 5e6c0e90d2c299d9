import { describe, expect, it } from 'vitest';
import { coinBySlug, coinByToken, coinPath, COIN_PROFILES } from './coin-profiles';

// The 21 coin pages (docs/product/constants.md#listed-coins).
const SLUGS = [
  'aave',
  'binance-coin',
  'bitcoin',
  'cardano',
  'ethereum',
  'eos',
  'litecoin',
  'ethereum-classic',
  'tether',
  'ripple',
  'solana',
  'dogecoin',
  'uniswap',
  'tron',
  'dai',
  'matic',
  'polkadot',
  'tezos',
  'stellar',
  'usdc',
  'bitcoin-cash',
];

describe('the coin catalogue', () => {
  it('has a profile for every coin page and no other', () => {
    expect(COIN_PROFILES.map((coin) => coin.slug).sort()).toEqual([...SLUGS].sort());
  });

  it('finds a coin by its page slug and by its token, in any case', () => {
    expect(coinBySlug('bitcoin')?.symbol).toBe('BTC');
    expect(coinByToken('BTC')?.slug).toBe('bitcoin');
    expect(coinByToken('nope')).toBeUndefined();
    expect(coinPath('eth')).toBe('/buy/ethereum');
  });
});
