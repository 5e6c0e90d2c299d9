import { sessionKeys } from '@wattle/shared';

/**
 * The query keys of the account remote's own resources, one factory per resource. What other
 * front ends read too, or a push refreshes (balances, funding, history, preferences, assets,
 * trade settings, the person), is keyed by the shared factories in @wattle/shared.
 */

/**
 * The identity check hangs under the person (`['session', 'user']`): the realtime `profile`
 * topic a KYC outcome pushes refetches both, so `/new-profile` follows without a reload.
 */
export const kycKeys = {
  all: [...sessionKeys.user(), 'kyc'] as const,
  status: () => [...kycKeys.all, 'status'] as const,
};

export const notificationEmailKeys = {
  all: ['notification-emails'] as const,
};

/** The support console (staff only): nothing here is a customer's own data. */
export const supportKeys = {
  all: ['support'] as const,
  search: (query: string) => [...supportKeys.all, 'search', query] as const,
  customer: (userId: string) => [...supportKeys.all, 'customer', userId] as const,
  customerTrades: (userId: string) => [...supportKeys.customer(userId), 'trades'] as const,
  customerTransactions: (userId: string) =>
    [...supportKeys.customer(userId), 'transactions'] as const,
  audits: () => [...supportKeys.all, 'audit'] as const,
  audit: (filter: Record<string, string>) => [...supportKeys.audits(), filter] as const,
  buckets: () => [...supportKeys.all, 'buckets'] as const,
  withdrawalRules: () => [...supportKeys.all, 'withdrawal-rules'] as const,
  chatInbox: () => [...supportKeys.all, 'chats'] as const,
  chatThread: (userId: string) => [...supportKeys.chatInbox(), userId] as const,
};
