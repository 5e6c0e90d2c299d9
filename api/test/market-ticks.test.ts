import Big from 'big.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceTickJob, type PriceTick } from '../src/modules/market/index.js';
import { buildTestApp, useTestApp } from './helpers/test-app.js';

const t = useTestApp();
/** A second API instance on the same database. */
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildTestApp(t.database);
});
afterAll(() => other.close());

const move = (payload: Record<string, unknown>, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/sandbox/market/move', payload });

async function btcMid(app: FastifyInstance): Promise<Big> {
  type Price = { decimalValue: string } | null;
  const assets = (await app.inject({ method: 'GET', url: '/asset' })).json<{
    data: { symbol: string; buyPrice: Price; sellPrice: Price }[];
  }>().data;
  const btc = assets.find((asset) => asset.symbol === 'BTC');
  if (!btc?.buyPrice || !btc.sellPrice) throw new Error('BTC is listed with prices');
  return new Big(btc.buyPrice.decimalValue).plus(btc.sellPrice.decimalValue).div(2);
}

/**
 * Within 0.2 %: the walk may take a 15-second step between two requests (a step is a few
 * hundredths of a percent), and a quote rounds the mid to 8 significant digits.
 */
const near = (actual: Big | string, expected: Big | string) =>
  expect(new Big(actual).minus(expected).abs().lte(new Big(expected).times(0.002))).toBe(true);

describe('sandbox price moves', () => {
  it('moves a live price to a target, for every instance, and back to the walk', async () => {
    const walked = await btcMid(t.app);
    const moved = await move({ asset: 'btc', price: '180000' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.asset).toBe('BTC');
    near(moved.json().data.mid, '180000');
    near(await btcMid(t.app), '180000');

    // Another instance quotes the move once its price-tick poll has read it.
    await priceTickJob([])(other);
    near(await btcMid(other), '180000');

    expect((await move({ asset: 'BTC', reset: true })).statusCode).toBe(200);
    await priceTickJob([])(other);
    near(await btcMid(other), walked);
  });

  it('moves by a percentage of the price now', async () => {
    await move({ asset: 'ETH', price: '5000' });
    const fallen = await move({ asset: 'ETH', percent: -10 });
    near(fallen.json().data.mid, '4500');
    await move({ asset: 'ETH', reset: true });
  });

  it('refuses what it cannot do, with a clear message, and moves nothing', async () => {
    const before = await btcMid(t.app);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ asset: 'NOPE', price: '1' }, 404, /That coin/],
      [{ asset: 'AUD', price: '1' }, 404, /That coin/],
      [{ asset: 'BTC', price: '1', percent: 5 }, 400, /exactly one/],
      [{ asset: 'BTC' }, 400, /exactly one/],
      [{ asset: 'BTC', percent: -100 }, 400, /100 %/],
      [{ asset: 'BTC', price: '0' }, 400, /more than zero/],
      [{ asset: 'BTC', price: '-5' }, 400, /number/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await move(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect((await btcMid(t.app)).eq(before)).toBe(true);
  });
});

describe('the price-tick job', () => {
  it('runs each handler once per price version, again after a move, and retries a failure', async () => {
    const seen: PriceTick[] = [];
    let failuresLeft = 1;
    const failing: string[] = [];
    const job = priceTickJob([
      { name: 'records', handle: (_deps, tick) => Promise.resolve(seen.push(tick)) },
      {
        name: 'fails once',
        handle: (_deps, tick) => {
          failing.push(tick.version);
          if (failuresLeft-- > 0) return Promise.reject(new Error('down for a moment'));
          return Promise.resolve();
        },
      },
    ]);
    await job(t.app);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.quotes.get('btc')?.mid).toBeInstanceOf(Big);
    expect(seen[0]?.quotes.has('aud')).toBe(false);

    // The same prices: only the handler that failed runs again.
    await job(t.app);
    expect(seen).toHaveLength(1);
    expect(failing).toHaveLength(2);

    await move({ asset: 'SOL', percent: 12 });
    await job(t.app);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.version).not.toBe(seen[0]?.version);
    expect(seen[1]?.quotes.get('sol')?.mid.gt(seen[0]?.quotes.get('sol')?.mid ?? 0)).toBe(true);
    await move({ asset: 'SOL', reset: true });
  });
});
