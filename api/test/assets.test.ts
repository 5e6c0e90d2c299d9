import { amountToBig } from '@wattle/shared/contracts';
import { LISTED_COIN_SLUGS } from '@wattle/shared/testing/listed-coins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('assets', () => {
  it('lists AUD and the 21 listed coins, with a live price for every coin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/asset' });
    expect(response.statusCode).toBe(200);
    const assets = response.json().data as {
      assetId: string;
      type: string;
      buyPrice: unknown;
      sellPrice: unknown;
    }[];
    expect(assets).toHaveLength(22);
    const slugs = await t.app.db
      .selectFrom('assets')
      .select('slug')
      .where('asset_id', '!=', 'aud')
      .execute();
    expect(slugs.map((row) => row.slug).sort()).toEqual([...LISTED_COIN_SLUGS].sort());
    for (const asset of assets.filter((a) => a.type !== 'fiat')) {
      expect(asset.buyPrice).not.toBeNull();
      expect(asset.sellPrice).not.toBeNull();
    }
  });

  it('quotes buy above sell, in AUD at precision 18', async () => {
    const btc = (await t.app.inject({ method: 'GET', url: '/asset/id/btc' })).json().data;
    expect(btc).toMatchObject({ symbol: 'BTC', type: 'utxo', decimals: 8 });
    expect(btc.buyPrice).toMatchObject({ name: 'AUD', precision: 18 });
    expect(amountToBig(btc.buyPrice).gt(amountToBig(btc.sellPrice))).toBe(true);
    expect(btc.buyTradeMinimum.decimalValue).toBe('10');
    expect(btc.sellTradeMinimum).toMatchObject({ name: 'BTC', precision: 8, value: '10000' });
  });

  it('describes the AUD asset: id aud, chain fiat, precision 18', async () => {
    const aud = (await t.app.inject({ method: 'GET', url: '/asset/fiat' })).json().data;
    expect(aud).toMatchObject({ assetId: 'aud', chain: 'fiat', precision: 18, type: 'fiat' });
  });

  it('answers 404 for an unknown asset', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/asset/id/zzz' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('That asset was not found');
  });

  it('reports the daily change per upper-case symbol', async () => {
    const stats = (await t.app.inject({ method: 'GET', url: '/asset/stats' })).json().data;
    expect(Object.keys(stats)).toHaveLength(21);
    expect(stats.BTC.dailyMarketChange).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('reports each coin’s market cap, 24 h volume and a 7-day sparkline from the market', async () => {
    const market = (await t.app.inject({ method: 'GET', url: '/asset/market' })).json().data;
    const assets = (await t.app.inject({ method: 'GET', url: '/asset' })).json().data;
    expect(Object.keys(market)).toHaveLength(21);
    const btc = market.BTC;
    const price = amountToBig(
      assets.find((asset: { assetId: string }) => asset.assetId === 'btc').buyPrice,
    );
    // Market cap is the mid price times the coins in circulation (19.8 million BTC).
    const cap = Number(btc.marketCap);
    expect(cap).toBeGreaterThan(price.times(19_800_000).times(0.97).toNumber());
    expect(cap).toBeLessThan(price.times(19_800_000).toNumber());
    // A day's volume is 2 to 8 % of it.
    expect(Number(btc.volume24h)).toBeGreaterThanOrEqual(cap * 0.02);
    expect(Number(btc.volume24h)).toBeLessThanOrEqual(cap * 0.08);
    // 28 points, one every 6 hours, ending near the price now.
    expect(btc.sparkline7d).toHaveLength(28);
    const last = Number(btc.sparkline7d.at(-1));
    expect(Math.abs(last - price.toNumber()) / price.toNumber()).toBeLessThan(0.1);
    for (const point of btc.sparkline7d) expect(point).toMatch(/^\d+(\.\d+)?$/);
  });
});
