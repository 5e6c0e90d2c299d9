import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { assetKeys, balanceKeys, fundingKeys, historyKeys, sessionKeys } from './query-keys.js';
import { invalidateTopics } from './topic-invalidation.js';

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
    balanceKeys.portfolio(),
    balanceKeys.fiat(),
    [...historyKeys.all, 'transactions', 'list'],
    historyKeys.tradeList(),
    sessionKeys.user(),
    sessionKeys.permissions(),
    fundingKeys.depositAccount(),
    assetKeys.list(),
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
