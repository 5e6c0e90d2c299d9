import { QUERY_ROOTS, sessionKeys } from '@wattle/shared';

/**
 * Every query key of the account remote, one factory per resource. Anything a push
 * can change starts from its shared root (`QUERY_ROOTS`), so a deposit, a new bank account or a
 * KYC outcome refreshes the screen at once. The signed-in person and their permissions use the
 * shared session keys (`sessionKeys`), which realtime `profile` and `permissions` pushes
 * invalidate in every remote.
 */

/**
 * The identity check hangs under the person (`['session', 'user']`): the realtime `profile`
 * topic a KYC outcome pushes refetches both, so `/new-profile` follows without a reload.
 */
export const kycKeys = {
  all: [...sessionKeys.user(), 'kyc'] as const,
  status: () => [...kycKeys.all, 'status'] as const,
};

/** The referral report is money earned: it refreshes with the history root. */
export const referralKeys = {
  all: [...QUERY_ROOTS.history, 'referrals'] as const,
  report: () => [...referralKeys.all, 'report'] as const,
};

export const tradeSettingsKeys = {
  all: ['trade-settings'] as const,
};

/** The same key as mf-trading's view switch: one cache, whichever remote changes it. */
export const preferenceKeys = {
  all: ['preferences'] as const,
};

export const notificationEmailKeys = {
  all: ['notification-emails'] as const,
};

/** Deposit details, the withdrawal bank account and saved addresses: the `funding` topic. */
export const fundingKeys = {
  all: QUERY_ROOTS.funding,
  depositAccount: () => [...fundingKeys.all, 'deposit-account'] as const,
  depositAddress: (symbol: string) => [...fundingKeys.all, 'deposit-address', symbol] as const,
  withdrawAccount: () => [...fundingKeys.all, 'withdraw-account'] as const,
  addressBook: () => [...fundingKeys.all, 'address-book'] as const,
};

/** Balances and the daily withdrawal limit change with every deposit and withdrawal. */
export const balanceKeys = {
  all: QUERY_ROOTS.balances,
  portfolio: () => [...balanceKeys.all, 'portfolio'] as const,
  limits: () => [...balanceKeys.all, 'limits'] as const,
  held: () => [...balanceKeys.all, 'held'] as const,
};

export const assetKeys = {
  all: ['assets'] as const,
  list: () => [...assetKeys.all, 'list'] as const,
};

/** The support console (staff only): nothing here is a customer's own data. */
export const supportKeys = {
  all: ['support'] as const,
  search: (query: string) => ['support', 'search', query] as const,
  customer: (userId: string) => ['support', 'customer', userId] as const,
  customerTrades: (userId: string) => ['support', 'customer', userId, 'trades'] as const,
  customerTransactions: (userId: string) =>
    ['support', 'customer', userId, 'transactions'] as const,
  audit: (filter: Record<string, string>) => ['support', 'audit', filter] as const,
  tradeSettings: () => ['support', 'trade-settings'] as const,
  assets: () => ['support', 'assets'] as const,
  buckets: () => ['support', 'buckets'] as const,
  withdrawalRules: () => ['support', 'withdrawal-rules'] as const,
  chatInbox: () => ['support', 'chats'] as const,
  chatThread: (userId: string) => ['support', 'chats', userId] as const,
};
