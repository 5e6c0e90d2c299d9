import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/**
 * What a server push says has changed for the customer. Every front end maps each topic to
 * the query keys it makes stale (`shared/src/query/topic-invalidation.ts`), so no screen waits for
 * its poll after a push.
 */
export const REALTIME_TOPICS = [
  /** Ledger balances: a deposit, withdrawal, trade or refund was posted. */
  'balances',
  /** Trades, transfers and their statuses: the transaction history. */
  'history',
  /** The person's own record: verification flags, names, 2FA, preferences. */
  'profile',
  /** What the server lets the person do (KYC outcome, a support suspension). */
  'permissions',
  /** Deposit details, the withdrawal bank account, saved addresses. */
  'funding',
  /** Orders that wait for a price: placed, filled, cancelled, expired or rejected. */
  'orders',
  /** The customer's price alerts: one fired (a `once` alert stops waiting). */
  'alerts',
] as const;
export const realtimeTopicSchema = lazySchema(() => z.enum(REALTIME_TOPICS));
export type RealtimeTopic = z.infer<typeof realtimeTopicSchema>;

/** The socket.io event for a change that needs no notification of its own. */
export const CHANGE_EVENT = 'changed';
export const changeSignalSchema = lazySchema(() =>
  z.object({ topics: z.array(realtimeTopicSchema).min(1) }),
);
export type ChangeSignal = z.infer<typeof changeSignalSchema>;
