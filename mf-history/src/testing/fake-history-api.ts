import { setToken, type HistoryGroupPage, type TaxSummary, type TaxYears } from '@wattle/shared';
import { fakeApi, testToken, userFixture } from '@wattle/shared/testing';

export interface HistoryApiOptions {
  history?: HistoryGroupPage;
  taxYears?: TaxYears;
  taxSummary?: TaxSummary;
  routes?: Record<string, unknown>;
}

/**
 * A signed-in customer and the calls the history pages make, answered at the network edge;
 * `routes` overrides or adds answers. Returns the fetch mock to assert on calls.
 */
export function fakeHistoryApi({
  history = { groups: [], nextCursor: null },
  taxYears = { current: 2026, years: [2026, 2025] },
  taxSummary,
  routes = {},
}: HistoryApiOptions = {}) {
  setToken(testToken());
  return fakeApi({
    'GET /user': userFixture(),
    'GET /user/permissions': [{ type: 'LOGIN' }],
    'GET /asset': [],
    'GET /transaction/history': history,
    'GET /transaction/tax-years': taxYears,
    ...(taxSummary ? { 'GET /transaction/tax-summary': taxSummary } : {}),
    ...routes,
  });
}
