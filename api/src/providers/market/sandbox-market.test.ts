import { describe, expect, it } from 'vitest';
import { COINS } from '../../seed/asset-catalogue.js';
import { SandboxMarket, TICK_MS } from './sandbox-market.js';

const at = new Date('2026-06-30T03:00:07Z');

describe('SandboxMarket', () => {
  it('quotes the same price on every instance with the same seed', () => {
    const a = new SandboxMarket(7, COINS).quote('btc', at);
    const b = new SandboxMarket(7, COINS).quote('btc', at);
    expect(a?.mid.toFixed()).toBe(b?.mid.toFixed());
    expect(new SandboxMarket(8, COINS).quote('btc', at)?.mid.toFixed()).not.toBe(a?.mid.toFixed());
  });

  it('asks more than it bids, around the mid', () => {
    const quote = new SandboxMarket(7, COINS).quote('eth', at);
    expect(quote).not.toBeNull();
    expect(quote?.buy.gt(quote.mid)).toBe(true);
    expect(quote?.sell.lt(quote.mid)).toBe(true);
  });

  it('holds a price for one 15-second tick and moves on the next', () => {
    const market = new SandboxMarket(7, COINS);
    const start = new Date(Math.floor(at.getTime() / TICK_MS) * TICK_MS);
    const sameTick = market.quote('sol', new Date(start.getTime() + 14_000));
    expect(sameTick?.mid.toFixed()).toBe(market.quote('sol', start)?.mid.toFixed());
    const nextTick = market.quote('sol', new Date(start.getTime() + TICK_MS));
    expect(nextTick?.mid.toFixed()).not.toBe(sameTick?.mid.toFixed());
  });

  it('stays within a realistic band of the reference price', () => {
    const market = new SandboxMarket(20240701, COINS);
    for (const coin of COINS) {
      const mid = Number(market.quote(coin.assetId, at)?.mid.toFixed());
      const reference = Number(coin.referencePriceAud);
      expect(mid).toBeGreaterThan(reference / 3);
      expect(mid).toBeLessThan(reference * 3);
    }
  });

  it('has no price for an unknown asset', () => {
    expect(new SandboxMarket(7, COINS).quote('nope', at)).toBeNull();
  });

  it('builds candles for each chart range with high ≥ open, close ≥ low', async () => {
    const market = new SandboxMarket(7, COINS);
    const expected = { '24h': 96, '7d': 168, '30d': 180, '1y': 365 } as const;
    for (const [range, count] of Object.entries(expected)) {
      const candles = await market.candles('btc', range as keyof typeof expected, at);
      expect(candles).toHaveLength(count);
      for (const candle of candles) {
        expect(candle.high.gte(candle.open) && candle.high.gte(candle.close)).toBe(true);
        expect(candle.low.lte(candle.open) && candle.low.lte(candle.close)).toBe(true);
      }
    }
  });

  it('keeps no more than its cache bounds, however many days and coins are drawn', async () => {
    const bounds = { walks: 2 ** 20, summaries: 2 ** 16 };
    const market = new SandboxMarket(7, COINS, bounds);
    let most = 0;
    for (const coin of COINS.slice(0, 4)) {
      for (const range of RANGES) {
        await market.candles(coin.assetId, range, at);
        most = Math.max(most, market.cachedBytes());
      }
    }
    expect(most).toBeLessThanOrEqual(bounds.walks + bounds.summaries);
    expect(most).toBeGreaterThan(bounds.walks / 2);
  });

  it('draws the same candles whatever it has forgotten', async () => {
    const roomy = new SandboxMarket(7, COINS);
    const forgetful = new SandboxMarket(7, COINS, { walks: 50_000, summaries: 1_000 });
    for (const range of RANGES) {
      const candles = await roomy.candles('eth', range, at);
      expect(await forgetful.candles('eth', range, at)).toEqual(candles);
      expect(await forgetful.candles('eth', range, at)).toEqual(candles);
    }
  });

  it("gives each candle's close at its end; a year's daily closes need no intraday prices", async () => {
    for (const range of RANGES) {
      const market = new SandboxMarket(7, COINS);
      const closes = await market.closes('sol', range, at);
      if (range === '1y') expect(market.cachedBytes()).toBe(0);
      const candles = await market.candles('sol', range, at);
      expect(closes).toEqual(
        candles.map((candle, index) => ({
          at: candles[index + 1]?.at ?? new Date(candle.at.getTime() + SPANS[range]),
          mid: candle.close,
        })),
      );
    }
  });

  it('lets the event loop run while it draws a year it has not drawn', async () => {
    const market = new SandboxMarket(7, COINS);
    const turns: string[] = [];
    const candles = market.candles('ada', '1y', at).then(() => turns.push('candles drawn'));
    setImmediate(() => turns.push('other work'));
    await candles;
    expect(turns).toEqual(['other work', 'candles drawn']);
  });
});

const RANGES = ['24h', '7d', '30d', '1y'] as const;
/** Each range's candle length. */
const SPANS = { '24h': 900_000, '7d': 3_600_000, '30d': 14_400_000, '1y': 86_400_000 };
