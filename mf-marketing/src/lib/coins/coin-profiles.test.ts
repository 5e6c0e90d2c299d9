import { LISTED_COIN_SLUGS } from '@wattle/shared/testing/listed-coins';
import { describe, expect, it } from 'vitest';
import { coinBySlug, coinByToken, coinPath, COIN_PROFILES } from './coin-profiles';

describe('the coin catalogue', () => {
  it('has a profile for every coin page and no other', () => {
    expect(COIN_PROFILES.map((coin) => coin.slug).sort()).toEqual([...LISTED_COIN_SLUGS].sort());
  });

  it('finds a coin by its page slug and by its token, in any case', () => {
    expect(coinBySlug('bitcoin')?.symbol).toBe('BTC');
    expect(coinByToken('BTC')?.slug).toBe('bitcoin');
    expect(coinByToken('nope')).toBeUndefined();
    expect(coinPath('eth')).toBe('/buy/ethereum');
  });
});
