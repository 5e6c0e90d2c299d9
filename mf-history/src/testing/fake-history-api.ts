import { setToken, type Transaction } from '@wattle/shared';
import { fakeApi, userFixture } from '@wattle/shared/testing';

export interface HistoryApiOptions {
  transactions?: Transaction[];
  routes?: Record<string, unknown>;
}

/**
 * A signed-in customer and the calls the history pages make, answered at the network edge;
 * `routes` overrides or adds answers. Returns the fetch mock to assert on calls.
 */
export function fakeHistoryApi({ transactions = [], routes = {} }: HistoryApiOptions = {}) {
  setToken('test-token');
  return fakeApi({
    'GET /user': userFixture(),
    'GET /user/permissions': [{ type: 'LOGIN' }],
    'GET /transaction/trade-transactions': transactions,
    ...routes,
  });
}
