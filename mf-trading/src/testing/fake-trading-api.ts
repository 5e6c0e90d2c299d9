import { type PermissionType, setToken } from '@wattle/shared';
import { assetFixture, fakeApi, testToken, userFixture } from '@wattle/shared/testing';
import { aud, coins } from './amounts';
import { portfolioFixture } from './portfolio-fixtures';
import { TRADE_SETTINGS } from './trade-fixtures';

export interface TradingApiOptions {
  permissions?: PermissionType[];
  fiat?: string;
  btc?: string;
  routes?: Record<string, unknown>;
}

/**
 * A signed-in customer and every call the trading pages make, answered at the network edge;
 * `routes` overrides or adds answers. Returns the fetch mock to assert on calls.
 */
/** The product's defaults: the simple view, 1-Click buy off. */
export const OFF_PREFERENCES = { viewMode: 'simple', oneClickBuy: false, oneClickConfirmed: false };
/** A customer who turned 1-Click buy on in preferences. */
export const ONE_CLICK_ON = {
  'GET /user/preferences': { viewMode: 'simple', oneClickBuy: true, oneClickConfirmed: true },
};

export function fakeTradingApi({
  permissions = ['LOGIN', 'BUY', 'SELL'],
  fiat = '1000',
  btc = '0.5',
  routes = {},
}: TradingApiOptions = {}) {
  setToken(testToken());
  return fakeApi({
    'GET /user': userFixture(),
    'GET /user/permissions': permissions.map((type) => ({ type })),
    'GET /asset': [assetFixture({ assetId: 'aud', symbol: 'AUD', type: 'fiat' }), assetFixture()],
    'GET /asset/stats': { BTC: { dailyMarketChange: '1.5' } },
    'GET /asset/id/btc/history': {
      assetId: 'btc',
      range: '24h',
      candles: [],
      high30d: '300000',
    },
    'GET /user/balances/fiat': { balance: aud(fiat) },
    'GET /user/balances/btc': { balance: coins(btc) },
    'GET /user/portfolio/balances': portfolioFixture([]),
    'GET /admin/trade-settings': TRADE_SETTINGS,
    'GET /user/preferences': OFF_PREFERENCES,
    'GET /transaction/history': { groups: [], nextCursor: null },
    'GET /recurring-buys': [],
    ...routes,
  });
}

/** The calls a fetch mock saw, as 'METHOD /path' with the parsed body. */
export function callsOf(fetch: ReturnType<typeof fakeApi>) {
  return fetch.mock.calls.map(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    return { key: `${init?.method ?? 'GET'} ${url.pathname}`, body, headers };
  });
}
