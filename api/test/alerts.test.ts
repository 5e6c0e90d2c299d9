import { PRICE_ALERT_LIMIT, type PriceAlert } from '@wattle/shared/contracts';
import Big from 'big.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAlerts } from '../src/modules/alerts/index.js';
import { currentTick } from '../src/modules/market/index.js';
import { rowCount } from './helpers/db.js';
import { outboxFor } from './helpers/outbox.js';
import { connectSocket, listen, nextEvent } from './helpers/sockets.js';
import { buildTestApp, useTestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

const t = useTestApp();
/** A second API instance on the same database. */
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildTestApp(t.database);
});
afterAll(() => other.close());

type Headers = Record<string, string>;

const create = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/user/alerts', headers, payload });
const list = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/user/alerts', headers })).json<{
    data: { alerts: PriceAlert[]; limit: number };
  }>().data;
const move = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/sandbox/market/move', payload });

async function midOf(symbol: string): Promise<Big> {
  const tick = await currentTick(t.app);
  const mid = tick.quotes.get(symbol.toLowerCase())?.mid;
  if (!mid) throw new Error(`${symbol} has a price`);
  return mid;
}

/** Moves a coin to `factor` times `from`, then runs the alerts' tick once. */
async function tickAt(symbol: string, from: Big, factor: number): Promise<number> {
  await move({ asset: symbol, price: from.times(factor).toPrecision(8) });
  return checkAlerts(t.app, await currentTick(t.app));
}

const titles = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/notification', headers }))
    .json<{ data: { title: string }[] }>()
    .data.map((notification) => notification.title);

describe('setting price alerts', () => {
  it('sets, lists, changes and deletes an alert of my own', async () => {
    const { headers } = await signedInUser(t.app);
    const level = (await midOf('BTC')).times(2).round(2).toFixed();
    const created = await create(headers, { asset: 'btc', condition: 'above', price: level });
    expect(created.statusCode).toBe(201);
    const alert = created.json<{ data: PriceAlert }>().data;
    expect(alert).toMatchObject({
      asset: 'BTC',
      condition: 'above',
      repeat: 'once',
      email: true,
      active: true,
      percent: null,
    });
    expect(new Big(alert.price ?? 0).eq(level)).toBe(true);
    expect((await list(headers)).alerts.map((a) => a.alertId)).toEqual([alert.alertId]);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/user/alerts/${alert.alertId}`,
      headers,
      payload: { asset: 'ETH', condition: 'move', percent: 7.5, repeat: 'every', email: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      asset: 'ETH',
      condition: 'move',
      percent: '7.5',
      price: null,
      repeat: 'every',
      email: false,
    });

    const url = `/user/alerts/${alert.alertId}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(200);
    expect((await list(headers)).alerts).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const { headers } = await signedInUser(t.app);
    const before = await rowCount(t.app.db, 'price_alerts');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ asset: 'BTC', condition: 'above' }, /price/i],
      [{ asset: 'BTC', condition: 'move' }, /move/i],
      [{ asset: 'BTC', condition: 'above', price: '5', percent: 5 }, /not both/],
      [{ asset: 'BTC', condition: 'below', price: '0' }, /more than zero/],
      [{ asset: 'BTC', condition: 'below', price: '-5' }, /AUD/],
      [{ asset: 'BTC', condition: 'below', price: '1e5' }, /AUD/],
      [{ asset: 'BTC', condition: 'move', percent: 0.5 }, /at least 1/],
      [{ asset: 'BTC', condition: 'move', percent: 101 }, /at most 100/],
      [{ asset: 'BTC', condition: 'move', percent: 2.555 }, /2 decimals/],
      [{ asset: 'BTC', condition: 'sideways', price: '5' }, /above, below or moves/],
      [{ asset: 'BTC', condition: 'below', price: '5', repeat: 'daily' }, /once or every/],
      [{ asset: 'BTC', condition: 'below', price: '5', sms: true }, /sms|unrecognized/i],
      [{ asset: 'NOPE', condition: 'below', price: '5' }, /not listed/],
      [{ asset: 'AUD', condition: 'below', price: '5' }, /not listed/],
      [{ condition: 'below', price: '5' }, /coin/],
    ];
    for (const [payload, message] of cases) {
      const response = await create(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toMatch(message);
    }
    expect(await rowCount(t.app.db, 'price_alerts')).toBe(before);
  });

  it('refuses a level the coin is already past: an alert tells of a crossing', async () => {
    const { headers } = await signedInUser(t.app);
    const mid = await midOf('ETH');
    const above = await create(headers, {
      asset: 'ETH',
      condition: 'above',
      price: mid.times(0.9).round(2).toFixed(),
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toMatch(/ETH is already above/);
    const below = await create(headers, {
      asset: 'ETH',
      condition: 'below',
      price: mid.times(1.1).round(2).toFixed(),
    });
    expect(below.json().message).toMatch(/ETH is already below/);
    expect((await list(headers)).alerts).toEqual([]);
  });

  it(`keeps at most ${PRICE_ALERT_LIMIT} alerts per customer`, async () => {
    const { headers } = await signedInUser(t.app);
    const payload = { asset: 'DOGE', condition: 'move', percent: 20 };
    for (let n = 0; n < PRICE_ALERT_LIMIT; n += 1) {
      expect((await create(headers, payload)).statusCode).toBe(201);
    }
    const refused = await create(headers, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'AlertLimitError' });
    expect(refused.json().message).toMatch(`up to ${PRICE_ALERT_LIMIT}`);
    expect((await list(headers)).alerts).toHaveLength(PRICE_ALERT_LIMIT);
    // Someone else's count is their own.
    const someoneElse = await signedInUser(t.app);
    expect((await create(someoneElse.headers, payload)).statusCode).toBe(201);
    await t.app.db.deleteFrom('price_alerts').where('asset_id', '=', 'doge').execute();
  });

  it("answers 404 for another customer's alert, and changes nothing of it", async () => {
    const owner = await signedInUser(t.app);
    const stranger = await signedInUser(t.app);
    const level = (await midOf('SOL')).times(3).round(2).toFixed();
    const { alertId } = (
      await create(owner.headers, { asset: 'SOL', condition: 'above', price: level })
    ).json<{ data: PriceAlert }>().data;
    const url = `/user/alerts/${alertId}`;
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: stranger.headers,
      payload: { asset: 'SOL', condition: 'move', percent: 5 },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url, headers: stranger.headers });
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe('That alert was not found');
    expect((await list(stranger.headers)).alerts).toEqual([]);
    expect((await list(owner.headers)).alerts[0]).toMatchObject({ condition: 'above' });
    const notAnId = await t.app.inject({
      method: 'DELETE',
      url: '/user/alerts/123',
      headers: owner.headers,
    });
    expect(notAnId.statusCode).toBe(400);
    await t.app.db.deleteFrom('price_alerts').where('alert_id', '=', alertId).execute();
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/user/alerts' })).statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/user/alerts',
      payload: { asset: 'BTC', condition: 'move', percent: 5 },
    });
    expect(post.statusCode).toBe(401);
  });
});

describe('alerts on the price tick', () => {
  it('tells a once alert once, in the bell, by e-mail and live, then stops', async () => {
    const { user, headers } = await signedInUser(t.app);
    const start = await midOf('XRP');
    const level = start.times(1.1).round(4).toFixed();
    await create(headers, { asset: 'XRP', condition: 'above', price: level });

    expect(await tickAt('XRP', start, 1.05)).toBe(0);
    const url = await listen(t.app);
    const tokenOf = headers.authorization?.replace('Bearer ', '') ?? '';
    const socket = await connectSocket(url, { token: tokenOf });
    try {
      const pushed = nextEvent<{ title: string; topics: string[] }>(socket, 'notification');
      expect(await tickAt('XRP', start, 1.2)).toBe(1);
      const signal = await pushed;
      expect(signal.title).toMatch(/^XRP is above \$/);
      expect(signal.topics).toEqual(['alerts']);
    } finally {
      socket.close();
    }
    // The same crossing, seen again, and a fresh one: a once alert is done.
    expect(await tickAt('XRP', start, 1.25)).toBe(0);
    await tickAt('XRP', start, 1);
    expect(await tickAt('XRP', start, 1.2)).toBe(0);

    expect((await titles(headers)).filter((title) => title.startsWith('XRP'))).toHaveLength(1);
    const [alert] = (await list(headers)).alerts;
    expect(alert).toMatchObject({ active: false });
    expect(alert?.lastTriggeredAt).toBeTruthy();
    const mail = await outboxFor(t.app, user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toMatch(/^XRP is above/);
    expect(mail[0]?.body).toMatch(/now off/);

    // Set anew, a done alert waits again and tells the next crossing.
    await tickAt('XRP', start, 1);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/user/alerts/${alert?.alertId ?? ''}`,
      headers,
      payload: { asset: 'XRP', condition: 'above', price: level, email: false },
    });
    expect(edited.json().data).toMatchObject({ active: true });
    expect(await tickAt('XRP', start, 1.2)).toBe(1);
    await move({ asset: 'XRP', reset: true });
  });

  it('tells an every-time alert once per crossing, re-armed only back across', async () => {
    const { user, headers } = await signedInUser(t.app);
    const start = await midOf('ADA');
    const level = start.times(0.9).round(6).toFixed();
    await create(headers, {
      asset: 'ADA',
      condition: 'below',
      price: level,
      repeat: 'every',
      email: false,
    });
    expect(await tickAt('ADA', start, 0.85)).toBe(1);
    expect(await tickAt('ADA', start, 0.8)).toBe(0); // still below: the same crossing
    expect(await tickAt('ADA', start, 0.95)).toBe(0); // back across: re-armed, not told
    expect(await tickAt('ADA', start, 0.88)).toBe(1); // a new crossing
    expect((await titles(headers)).filter((title) => title.startsWith('ADA'))).toHaveLength(2);
    expect((await list(headers)).alerts[0]).toMatchObject({ active: true });
    expect(await outboxFor(t.app, user.email)).toEqual([]);
    await move({ asset: 'ADA', reset: true });
  });

  it('tells a move of at least N % in 24 hours, either way', async () => {
    const { headers } = await signedInUser(t.app);
    const start = await midOf('DOT');
    await create(headers, { asset: 'DOT', condition: 'move', percent: 30, repeat: 'every' });
    await checkAlerts(t.app, await currentTick(t.app));
    expect(await tickAt('DOT', start, 0.5)).toBe(1);
    const [title] = await titles(headers);
    expect(title).toMatch(/^DOT moved \d+\.\d\d% in 24 hours$/);
    await move({ asset: 'DOT', reset: true });
  });

  it('fires once when two API instances run the same tick at once', async () => {
    const { headers } = await signedInUser(t.app);
    const start = await midOf('LTC');
    const level = start.times(1.1).round(4).toFixed();
    await create(headers, { asset: 'LTC', condition: 'above', price: level, email: false });
    await move({ asset: 'LTC', price: start.times(1.3).toPrecision(8) });
    const tick = await currentTick(t.app);
    const fired = await Promise.all([checkAlerts(t.app, tick), checkAlerts(other, tick)]);
    expect(fired.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await titles(headers)).filter((title) => title.startsWith('LTC'))).toHaveLength(1);
    await move({ asset: 'LTC', reset: true });
  });

  it('tells nobody whose account is not active', async () => {
    const { user, headers } = await signedInUser(t.app);
    const start = await midOf('BCH');
    const level = start.times(1.1).round(4).toFixed();
    await create(headers, { asset: 'BCH', condition: 'above', price: level });
    await t.app.db
      .updateTable('users')
      .set({ status: 'closed' })
      .where('user_id', '=', user.user_id)
      .execute();
    expect(await tickAt('BCH', start, 1.2)).toBe(0);
    await move({ asset: 'BCH', reset: true });
  });
});
