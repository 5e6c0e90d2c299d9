import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../session/session-queries.js';
import { invalidateTopics, QUERY_ROOTS } from './query-roots.js';

function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale() && query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('a realtime push invalidates what it changed, in every remote', () => {
  const keys = [
    [...QUERY_ROOTS.balances, 'portfolio'],
    [...QUERY_ROOTS.balances, 'fiat'],
    [...QUERY_ROOTS.history, 'transactions', 'list'],
    [...QUERY_ROOTS.history, 'trades', 'list'],
    sessionKeys.user(),
    sessionKeys.permissions(),
    [...QUERY_ROOTS.funding, 'deposit-account'],
    ['assets', 'list'],
  ];

  it('a deposit refreshes balances and history, nothing else', async () => {
    const client = clientWith(keys);
    await invalidateTopics(client, ['balances', 'history']);
    expect(stale(client)).toEqual([
      ['balances', 'portfolio'],
      ['balances', 'fiat'],
      ['history', 'transactions', 'list'],
      ['history', 'trades', 'list'],
    ]);
  });

  it('a KYC outcome refreshes the person and their permissions', async () => {
    const client = clientWith(keys);
    await invalidateTopics(client, ['profile', 'permissions']);
    expect(stale(client)).toEqual([sessionKeys.user(), sessionKeys.permissions()]);
  });

  it('a funding change refreshes deposit and withdrawal details only', async () => {
    const client = clientWith(keys);
    await invalidateTopics(client, ['funding', 'funding']);
    expect(stale(client)).toEqual([['funding', 'deposit-account']]);
  });

  it('no topics, no refetch', async () => {
    const client = clientWith(keys);
    await invalidateTopics(client, []);
    expect(stale(client)).toEqual([]);
  });
});
