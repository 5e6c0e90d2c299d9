import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RealtimeTopic } from '../contracts/realtime.js';
import {
  alertKeys,
  balanceKeys,
  fundingKeys,
  historyKeys,
  orderKeys,
  sessionKeys,
} from './query-keys.js';

/**
 * Which queries each realtime topic makes stale, named by the same key factories every front
 * end's queries use (query-keys.ts): one invalidation reaches every remote through the one
 * QueryClient they share.
 */
export const TOPIC_QUERY_KEYS: Readonly<Record<RealtimeTopic, readonly QueryKey[]>> = {
  balances: [balanceKeys.all],
  history: [historyKeys.all],
  profile: [sessionKeys.user()],
  permissions: [sessionKeys.permissions()],
  funding: [fundingKeys.all],
  orders: [orderKeys.all],
  alerts: [alertKeys.all],
};

/** Refetches, in every remote, what the pushed topics say has changed. */
export async function invalidateTopics(
  queryClient: QueryClient,
  topics: readonly RealtimeTopic[],
): Promise<void> {
  const keys = [...new Set(topics)].flatMap((topic) => TOPIC_QUERY_KEYS[topic]);
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
