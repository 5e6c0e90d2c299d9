import { amountToBig } from '@wattle/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, fund } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { trade } from './helpers/trading.js';
import { signedInUser } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerSound(t.app.db);
  await t.close();
});

describe('balances and portfolio', () => {
  it('reports each balance, and the portfolio valued at the bid, highest first', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '500');
    await fund(t.app.db, user.user_id, 'btc', '0.01');
    await fund(t.app.db, user.user_id, 'eth', '1');
    await fund(t.app.db, user.user_id, 'doge', '1');
    const fiat = (await t.app.inject({ method: 'GET', url: '/user/balances/fiat', headers })).json()
      .data;
    expect(fiat.balance).toMatchObject({ name: 'AUD', precision: 18, decimalValue: '500' });
    const btc = (await t.app.inject({ method: 'GET', url: '/user/balances/BTC', headers })).json()
      .data;
    expect(btc.balance).toMatchObject({ name: 'BTC', value: '1000000', precision: 8 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/user/balances/zzz', headers })).statusCode,
    ).toBe(404);

    const portfolio = (
      await t.app.inject({ method: 'GET', url: '/user/portfolio/balances', headers })
    ).json().data;
    expect(portfolio.fiatBalance.decimalValue).toBe('500');
    const symbols = portfolio.cryptoHoldings.map(
      (holding: { asset: { symbol: string } }) => holding.asset.symbol,
    );
    expect(symbols).toHaveLength(3);
    const values = portfolio.cryptoHoldings.map(
      (holding: { valueInFiat: Parameters<typeof amountToBig>[0] }) =>
        amountToBig(holding.valueInFiat),
    );
    for (let i = 1; i < values.length; i += 1) expect(values[i - 1].gte(values[i])).toBe(true);
    const total = values.reduce(
      (sum: ReturnType<typeof amountToBig>, value: ReturnType<typeof amountToBig>) =>
        sum.plus(value),
      amountToBig(portfolio.fiatBalance),
    );
    expect(amountToBig(portfolio.portfolioBalance).eq(total)).toBe(true);
    expect(portfolio.cryptoHoldings[0]).toMatchObject({
      available: true,
      asset: { enabled: true },
    });
  });

  it('shows only the caller’s own money', async () => {
    const rich = await signedInUser(t.app);
    await fund(t.app.db, rich.user.user_id, 'aud', '1000000');
    const { headers } = await signedInUser(t.app);
    const portfolio = (
      await t.app.inject({ method: 'GET', url: '/user/portfolio/balances', headers })
    ).json().data;
    expect(portfolio.portfolioBalance.decimalValue).toBe('0');
    expect(portfolio.cryptoHoldings).toEqual([]);
  });

  it('charts the portfolio value over a range, ending at today’s holdings', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '1000');
    await trade(t.app, headers, { cryptoAssetId: 'btc', orderAmount: '400', orderType: 'buy' });
    const history = (
      await t.app.inject({ method: 'GET', url: '/user/portfolio/history?range=24h', headers })
    ).json().data;
    expect(history).toHaveLength(97);
    const last = amountToBig(history.at(-1).value);
    expect(last.gt(900)).toBe(true);
    expect(last.lt(1100)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/user/portfolio/history?range=5y', headers }))
        .statusCode,
    ).toBe(400);
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/user/portfolio/balances' })).statusCode,
    ).toBe(401);
  });
});

describe('price history', () => {
  it('serves candles per range and the 30-day high', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/asset/id/btc/history?range=7d' });
    expect(response.statusCode).toBe(200);
    const history = response.json().data;
    expect(history.candles).toHaveLength(168);
    expect(Number(history.high30d)).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/asset/id/aud/history' })).statusCode).toBe(
      404,
    );
  });
});

describe('preferences', () => {
  it('remembers the view mode per person', async () => {
    const { headers } = await signedInUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/user/preferences', headers })).json().data,
    ).toEqual({ viewMode: 'simple' });
    await t.app.inject({
      method: 'PATCH',
      url: '/user/preferences',
      headers,
      payload: { viewMode: 'advanced' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/user/preferences', headers })).json().data,
    ).toEqual({ viewMode: 'advanced' });
    const other = await signedInUser(t.app);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/user/preferences', headers: other.headers })
      ).json().data.viewMode,
    ).toBe('simple');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/user/preferences',
          headers,
          payload: { viewMode: 'expert' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
