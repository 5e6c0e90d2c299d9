import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RealtimeTopic } from '../contracts/realtime.js';
import { sessionKeys } from '../session/session-queries.js';

/**
 * Roots of the query keys a server push can make stale. Every front end's key factory for
 * these resources starts from its root (mf-trading's `balanceKeys.all` is
 * `QUERY_ROOTS.balances`), so one invalidation reaches every remote through the one
 * QueryClient they share.
 */
export const QUERY_ROOTS = {
  balances: ['balances'],
  history: ['history'],
  notifications: ['notifications'],
  funding: ['funding'],
} as const satisfies Record<string, QueryKey>;

/** Which queries each realtime topic makes stale. */
export const TOPIC_QUERY_KEYS: Readonly<Record<RealtimeTopic, readonly QueryKey[]>> = {
  balances: [QUERY_ROOTS.balances],
  history: [QUERY_ROOTS.history],
  profile: [sessionKeys.user()],
  permissions: [sessionKeys.permissions()],
  funding: [QUERY_ROOTS.funding],
};

/** Refetches, in every remote, what the pushed topics say has changed. */
export async function invalidateTopics(
  queryClient: QueryClient,
  topics: readonly RealtimeTopic[],
): Promise<void> {
  const keys = [...new Set(topics)].flatMap((topic) => TOPIC_QUERY_KEYS[topic]);
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
