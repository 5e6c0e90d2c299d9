import { amountToBig } from '@wattle/shared/contracts';
import { describe, expect, it } from 'vitest';
import {
  customerAccounts,
  systemAccount,
} from '../src/modules/ledger/ledger-account-repository.js';
import { fund } from './helpers/ledger.js';
import { buildTestApp, useTestApp } from './helpers/test-app.js';
import { trade } from './helpers/trading.js';
import { signedInUser } from './helpers/users.js';

const t = useTestApp();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const setPreferences = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/user/preferences', headers, payload });
const portfolioOf = async (headers: Headers) =>
  (await get('/user/portfolio/balances', headers)).json().data;

/**
 * The portfolio chart and the balances' total at one price: sandbox prices move as the clock
 * does, so the chart is read between two reads of the total until no move fell between them.
 */
async function chartAtOnePrice(headers: Headers, range: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = (await portfolioOf(headers)).portfolioBalance;
    const history = (await get(`/user/portfolio/history?range=${range}`, headers)).json().data;
    const total = (await portfolioOf(headers)).portfolioBalance;
    if (JSON.stringify(before) === JSON.stringify(total)) return { history, total };
  }
  throw new Error('the price moved during every read');
}

describe('balances and portfolio', () => {
  it('reports each balance, and the portfolio valued at the bid, highest first', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '500');
    await fund(t.app.db, user.user_id, 'btc', '0.01');
    await fund(t.app.db, user.user_id, 'eth', '1');
    await fund(t.app.db, user.user_id, 'doge', '1');
    const fiat = (await get('/user/balances/fiat', headers)).json().data;
    expect(fiat.balance).toMatchObject({ name: 'AUD', precision: 18, decimalValue: '500' });
    const btc = (await get('/user/balances/BTC', headers)).json().data;
    expect(btc.balance).toMatchObject({ name: 'BTC', value: '1000000', precision: 8 });
    expect((await get('/user/balances/zzz', headers)).statusCode).toBe(404);

    const portfolio = await portfolioOf(headers);
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
    const portfolio = await portfolioOf(headers);
    expect(portfolio.portfolioBalance.decimalValue).toBe('0');
    expect(portfolio.cryptoHoldings).toEqual([]);
  });

  it('counts what open orders hold in the totals, shown apart from what is available', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '1000');
    await fund(t.app.db, user.user_id, 'btc', '0.5');
    const quote = t.app.providers.market.quote('btc', new Date());
    if (!quote) throw new Error('btc has a price');
    /** A BTC limit order the book keeps open: the price is far from the market's. */
    const placeOpen = async (side: 'buy' | 'sell', amount: string, limitPrice: string) => {
      const placed = await t.app.inject({
        method: 'POST',
        url: '/orders',
        headers,
        payload: { assetId: 'btc', kind: 'limit', side, amount, limitPrice },
      });
      expect(placed.statusCode).toBe(201);
    };
    await placeOpen('buy', '400', quote.buy.times(0.5).toFixed(2));
    await placeOpen('sell', '0.2', quote.sell.times(2).toFixed(2));

    const portfolio = await portfolioOf(headers);
    expect(portfolio.fiatBalance.decimalValue).toBe('600');
    expect(portfolio.fiatHeld.decimalValue).toBe('400');
    const [btc] = portfolio.cryptoHoldings;
    expect(btc.amount.decimalValue).toBe('0.3');
    expect(btc.held.decimalValue).toBe('0.2');
    // The coin's value is of all of it, held or not, at the sell price shown.
    const value = amountToBig(btc.sellPrice).times('0.5').round(2, 0);
    expect(amountToBig(btc.valueInFiat).eq(value)).toBe(true);
    expect(amountToBig(portfolio.cryptoTotalBalance).eq(value)).toBe(true);
    expect(amountToBig(portfolio.portfolioBalance).eq(value.plus(1000))).toBe(true);

    // The chart's last point is that same total, and a hold never dips the AUD it charts.
    const { history, total } = await chartAtOnePrice(headers, '24h');
    expect(history.at(-1).value).toEqual(total);
    expect(amountToBig(history.at(-1).costBase).toFixed(2)).toBe('1000.00');

    // A sell order holding every coin keeps the coin listed, with nothing available.
    await placeOpen('sell', '0.3', quote.sell.times(2).toFixed(2));
    const after = await portfolioOf(headers);
    expect(after.cryptoHoldings[0].amount.decimalValue).toBe('0');
    expect(after.cryptoHoldings[0].held.decimalValue).toBe('0.5');
    const afterValue = amountToBig(after.cryptoHoldings[0].sellPrice).times('0.5').round(2, 0);
    expect(amountToBig(after.portfolioBalance).eq(afterValue.plus(1000))).toBe(true);
  });

  it('charts the portfolio value over a range, ending at today’s holdings', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '1000');
    await trade(t.app, headers, { cryptoAssetId: 'btc', orderAmount: '400', orderType: 'buy' });
    const firstHolding = await t.app.db
      .selectFrom('postings')
      .innerJoin('ledger_accounts', 'ledger_accounts.account_id', 'postings.account_id')
      .select((eb) => eb.fn.min('postings.created_at').as('at'))
      .where('ledger_accounts.user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    const { history, total } = await chartAtOnePrice(headers, '24h');
    // No empty days before the money arrived: the chart starts at the first holding.
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(Date.parse(history[0].at)).toBe(new Date(firstHolding.at).getTime());
    const last = amountToBig(history.at(-1).value);
    expect(last.gt(900)).toBe(true);
    expect(last.lt(1100)).toBe(true);
    // …and ends at the balance's total, to the cent and beyond.
    expect(history.at(-1).value).toEqual(total);
    // Cost base: the AUD left plus what the coins cost, the $400 paid.
    expect(amountToBig(history.at(-1).costBase).toFixed(2)).toBe('1000.00');
    expect((await get('/user/portfolio/history?range=5y', headers)).statusCode).toBe(400);
  });

  it('starts an all-time chart at a holding years old, and a week’s at the week’s start', async () => {
    const { user, headers } = await signedInUser(t.app);
    const longAgo = new Date(Date.now() - 800 * 86_400_000);
    const mine = (await customerAccounts(t.app.db, user.user_id, ['aud'])).get('aud') ?? '';
    const bank = await systemAccount(t.app.db, 'external_bank', 'aud');
    await t.app.db.transaction().execute(async (trx) => {
      const { entry_id } = await trx
        .insertInto('journal_entries')
        .values({ kind: 'deposit', description: 'Deposit long ago', created_at: longAgo })
        .returning('entry_id')
        .executeTakeFirstOrThrow();
      const units = (250n * 10n ** 18n).toString();
      await trx
        .insertInto('postings')
        .values(
          [
            [mine, units],
            [bank, `-${units}`],
          ].map(([account_id = '', amount = '']) => ({
            entry_id,
            account_id,
            asset_id: 'aud',
            amount,
            transaction_type: 'deposit' as const,
            trade_id: null,
            transfer_id: null,
            created_at: longAgo,
          })),
        )
        .execute();
    });
    const chart = async (range: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/user/portfolio/history?range=${range}`,
          headers,
        })
      ).json().data as { at: string; value: { decimalValue: string } }[];
    const all = await chart('all');
    expect(Date.parse(all[0]?.at ?? '')).toBe(longAgo.getTime());
    expect(all.length).toBeLessThanOrEqual(402);
    expect(all.every((point) => point.value.decimalValue === '250')).toBe(true);
    const week = await chart('7d');
    expect(Date.parse(week[0]?.at ?? '')).toBeGreaterThan(Date.now() - 8 * 86_400_000);
    expect(week).toHaveLength(168 + 1);
  });

  it('shows a trade made after the cost base was read at once, whichever instance made it', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '500');
    const read = async () => {
      const holdings = (
        await t.app.inject({ method: 'GET', url: '/user/portfolio/holdings', headers })
      ).json().data;
      const parcels = (
        await t.app.inject({
          method: 'GET',
          url: '/user/portfolio/holdings/btc/parcels',
          headers,
        })
      ).json().data;
      return {
        costBase: amountToBig(holdings.totals.costBase).toFixed(2),
        parcels: parcels.parcels.length as number,
        held: parcels.amount.value as string,
      };
    };
    expect(
      (await trade(t.app, headers, { cryptoAssetId: 'btc', orderAmount: '100', orderType: 'buy' }))
        .submitted.statusCode,
    ).toBe(200);
    expect(await read()).toMatchObject({ costBase: '100.00', parcels: 1 });
    // Read twice: the second read is the kept one, and must be the same.
    const first = await read();
    expect(await read()).toEqual(first);

    const second = await buildTestApp(t.database);
    try {
      const bought = await trade(second, headers, {
        cryptoAssetId: 'btc',
        orderAmount: '50',
        orderType: 'buy',
      });
      expect(bought.submitted.statusCode).toBe(200);
      expect(await read()).toMatchObject({ costBase: '150.00', parcels: 2 });
      // A coin deposit, outside any trade, is a parcel too.
      await fund(t.app.db, user.user_id, 'btc', '0.001');
      const afterDeposit = await read();
      expect(afterDeposit.parcels).toBe(3);
      expect(BigInt(afterDeposit.held)).toBeGreaterThan(BigInt(first.held));
    } finally {
      await second.close();
    }
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
    expect((await get('/user/preferences', headers)).json().data).toEqual({
      viewMode: 'simple',
      oneClickBuy: false,
      oneClickConfirmed: false,
    });
    await setPreferences(headers, { viewMode: 'advanced' });
    expect((await get('/user/preferences', headers)).json().data).toMatchObject({
      viewMode: 'advanced',
    });
    const other = await signedInUser(t.app);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/user/preferences', headers: other.headers })
      ).json().data.viewMode,
    ).toBe('simple');
    expect((await setPreferences(headers, { viewMode: 'expert' })).statusCode).toBe(400);
  });
});
