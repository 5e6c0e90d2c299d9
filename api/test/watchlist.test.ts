import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const star = (headers: Headers, asset: string, starred = true) =>
  t.app.inject({ method: starred ? 'PUT' : 'DELETE', url: `/user/watchlist/${asset}`, headers });
const watchlist = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/user/watchlist', headers })).json<{
    data: { assets: string[] };
  }>().data.assets;

describe('the watchlist', () => {
  it('keeps my starred coins, first starred first; starring twice changes nothing', async () => {
    const { headers } = await signedInUser(t.app);
    expect(await watchlist(headers)).toEqual([]);
    expect((await star(headers, 'sol')).json().data).toEqual({ assets: ['SOL'] });
    await star(headers, 'BTC');
    await star(headers, 'SOL');
    expect(await watchlist(headers)).toEqual(['SOL', 'BTC']);
    expect((await star(headers, 'SOL', false)).json().data).toEqual({ assets: ['BTC'] });
    expect((await star(headers, 'SOL', false)).statusCode).toBe(200);
  });

  it('keeps one customer’s stars to themselves', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    await star(me.headers, 'ETH');
    expect(await watchlist(other.headers)).toEqual([]);
  });

  it('refuses what is not a listed coin, and needs a session', async () => {
    const { headers } = await signedInUser(t.app);
    for (const asset of ['NOPE', 'AUD']) {
      const response = await star(headers, asset);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('That coin was not found');
    }
    expect(await watchlist(headers)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/user/watchlist' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/user/watchlist/BTC' })).statusCode).toBe(
      401,
    );
  });
});
