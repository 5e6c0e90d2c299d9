import { fundingKeys, sessionKeys } from '@wattle/shared';

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
  addressSuggestions: (query: string) => [...kycKeys.all, 'address-suggestions', query] as const,
};

/** The person's API keys (never a secret: that is shown once, from the create answer). */
export const apiKeyKeys = {
  all: [...sessionKeys.user(), 'api-keys'] as const,
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
  frontEndHealth: () => [...supportKeys.all, 'front-end-health'] as const,
  pausedWithdrawals: () => [...supportKeys.all, 'paused-withdrawals'] as const,
  identityMatches: () => [...supportKeys.all, 'identity-matches'] as const,
  twoFactorResets: () => [...supportKeys.all, 'two-factor-resets'] as const,
  chatInbox: () => [...supportKeys.all, 'chats'] as const,
  chatThread: (userId: string) => [...supportKeys.chatInbox(), userId] as const,
  customerTravelRule: (userId: string) => [...supportKeys.customer(userId), 'travel-rule'] as const,
  customerApiKeys: (userId: string) => [...supportKeys.customer(userId), 'api-keys'] as const,
};

/** The customer's Travel Rule answers per withdrawal destination. */
export const travelRuleKeys = {
  all: ['travel-rule'] as const,
  destinations: () => [...travelRuleKeys.all, 'destinations'] as const,
};

/** Money-out safety: what a withdrawal will meet (a new destination, a security hold). */
export const moneyOutKeys = {
  all: ['money-out'] as const,
  check: (asset: string, address: string | undefined) =>
    [...moneyOutKeys.all, 'check', asset, address ?? ''] as const,
  securityHold: () => [...moneyOutKeys.all, 'security-hold'] as const,
  trustedContact: () => [...moneyOutKeys.all, 'trusted-contact'] as const,
  /** Under funding: the `funding` push a pause or a release sends refetches it. */
  paused: () => [...fundingKeys.all, 'paused-withdrawals'] as const,
};
