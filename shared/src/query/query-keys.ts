import type { HistoryRange } from '../contracts/market.js';
import type { PortfolioRange } from '../contracts/portfolio.js';

/**
 * The query keys of every API resource more than one front end reads, or a realtime push
 * makes stale: one factory per resource, so the one QueryClient the remotes share caches each
 * answer once, and a mutation, a push or another remote's change reaches every screen that
 * shows it. A remote's own resources keep their factories in its `src/lib/query-keys.ts`.
 * Import-free (types only), so a page script can name a key too (`@wattle/shared/query-keys`).
 */

/** The signed-in person and what they may do: the realtime `profile` and `permissions` topics. */
export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
  permissions: () => [...sessionKeys.all, 'permissions'] as const,
};

/** `GET /asset` and its market data: listed assets with prices, daily stats, candles. */
export const assetKeys = {
  all: ['assets'] as const,
  list: () => [...assetKeys.all, 'list'] as const,
  stats: () => [...assetKeys.all, 'stats'] as const,
  history: (assetId: string, range: HistoryRange) =>
    [...assetKeys.all, 'history', assetId, range] as const,
};

/**
 * The customer's money: every balance, the portfolio's value over time and the daily
 * withdrawal limit. The realtime `balances` topic refreshes them all after a deposit, a
 * withdrawal or a trade.
 */
export const balanceKeys = {
  all: ['balances'] as const,
  portfolio: () => [...balanceKeys.all, 'portfolio'] as const,
  fiat: () => [...balanceKeys.all, 'fiat'] as const,
  asset: (assetId: string) => [...balanceKeys.all, 'asset', assetId] as const,
  history: (range: PortfolioRange) => [...balanceKeys.all, 'history', range] as const,
  /** Cost base and gains per coin, a coin's parcels, a sale's preview: stale after any trade. */
  holdings: () => [...balanceKeys.all, 'holdings'] as const,
  parcels: (assetId: string) => [...balanceKeys.all, 'parcels', assetId] as const,
  salePreview: (assetId: string, amount: string) =>
    [...balanceKeys.all, 'sale-preview', assetId, amount] as const,
  limits: () => [...balanceKeys.all, 'limits'] as const,
  /** Deposits that arrived but wait on hold, outside the balance. */
  held: () => [...balanceKeys.all, 'held'] as const,
};

/**
 * What the customer has done: executed trades, the grouped history, the tax report and the
 * referral report (money earned). The realtime `history` topic refreshes them all.
 */
export const historyKeys = {
  all: ['history'] as const,
  trades: () => [...historyKeys.all, 'trades'] as const,
  tradeList: () => [...historyKeys.trades(), 'list'] as const,
  groups: () => [...historyKeys.all, 'groups'] as const,
  groupList: (search: string) => [...historyKeys.groups(), 'list', search] as const,
  recent: (limit: number) => [...historyKeys.groups(), 'recent', limit] as const,
  tax: () => [...historyKeys.all, 'tax'] as const,
  taxYears: () => [...historyKeys.tax(), 'years'] as const,
  taxSummary: (financialYear: number) => [...historyKeys.tax(), 'summary', financialYear] as const,
  referrals: () => [...historyKeys.all, 'referrals'] as const,
  referralReport: () => [...historyKeys.referrals(), 'report'] as const,
  /** A crypto withdrawal's or deposit's Travel Rule record. */
  travelRule: (transferId: string) => [...historyKeys.all, 'travel-rule', transferId] as const,
};

/**
 * Deposit details, the withdrawal bank account and saved addresses: the realtime `funding`
 * topic (a new bank account, a cool-down ending).
 */
export const fundingKeys = {
  all: ['funding'] as const,
  depositAccount: () => [...fundingKeys.all, 'deposit-account'] as const,
  depositAddress: (symbol: string) => [...fundingKeys.all, 'deposit-address', symbol] as const,
  withdrawAccount: () => [...fundingKeys.all, 'withdraw-account'] as const,
  addressBook: () => [...fundingKeys.all, 'address-book'] as const,
};

/**
 * The customer's orders that wait for a price (the open orders panels on the dashboard and the
 * balance page): the realtime `orders` topic.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (state: 'open' | 'closed') => [...orderKeys.all, 'list', state] as const,
  /** The closed orders, page by page. */
  closedPages: () => [...orderKeys.all, 'closed-pages'] as const,
};

/** `GET /user/alerts`: the customer's price alerts, the realtime `alerts` topic. */
export const alertKeys = {
  all: ['alerts'] as const,
  list: () => [...alertKeys.all, 'list'] as const,
};

/** `GET /user/watchlist`: the coins the customer starred, on the dashboard and coin pages. */
export const watchlistKeys = {
  all: ['watchlist'] as const,
};

/** `GET /user/preferences`: the trading remote's view switch and the account's settings. */
export const preferenceKeys = {
  all: ['preferences'] as const,
};

/** `GET /admin/trade-settings`: the fee the trade dialog shows, the bonus referrals promise. */
export const tradeSettingsKeys = {
  all: ['trade-settings'] as const,
};
