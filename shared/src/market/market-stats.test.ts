import { describe, expect, it } from 'vitest';
import { assetFixture } from '../testing/fixtures.js';
import { marketStats } from './market-stats.js';

describe('market stats beside the price strip', () => {
  const btc = assetFixture();
  const eth = assetFixture({ assetId: 'eth', symbol: 'ETH', name: 'Ethereum' });
  const sol = assetFixture({ assetId: 'sol', symbol: 'SOL', name: 'Solana' });

  it('counts risers and fallers and names the biggest moves', () => {
    const stats = marketStats([btc, eth, sol], {
      BTC: { dailyMarketChange: '2.5' },
      ETH: { dailyMarketChange: '-1.25' },
      SOL: { dailyMarketChange: '0.1' },
    });
    expect(stats).toMatchObject({ rising: 2, falling: 1, counted: 3 });
    expect(stats.topRiser?.asset.symbol).toBe('BTC');
    expect(stats.topFaller?.asset.symbol).toBe('ETH');
  });

  it('names no riser on a day when nothing rose', () => {
    const stats = marketStats([btc], { BTC: { dailyMarketChange: '-3' } });
    expect(stats.topRiser).toBeNull();
    expect(stats.topFaller?.change).toBe('-3');
    expect(marketStats([btc], undefined).counted).toBe(0);
  });
});
