/**
 * The query keys of the trading remote's own resources, one factory per resource. Assets,
 * balances, trades, trade settings and preferences are keyed by the shared factories
 * (@wattle/shared): a mutation invalidates by those, never by an inline key, so what "after a
 * trade" refreshes is the same whichever feature placed the order.
 */

export const bucketKeys = {
  all: ['buckets'] as const,
  list: () => [...bucketKeys.all, 'list'] as const,
};

export const recurringBuyKeys = {
  all: ['recurring-buys'] as const,
  list: () => [...recurringBuyKeys.all, 'list'] as const,
  quote: (request: { assetId: string; amount: string } | null) =>
    [...recurringBuyKeys.all, 'quote', request] as const,
};
