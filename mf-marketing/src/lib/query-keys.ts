/**
 * The query keys of the marketing remote's own resources, one factory per resource; the
 * assets and their market data are keyed by the shared factories (@wattle/shared/query-keys).
 */

/** Learn, blog and company texts (`kind` is post, guide or page): fixed for a build's life. */
export const contentKeys = {
  all: ['content'] as const,
  list: (kind: string, tag?: string) => [...contentKeys.all, 'list', kind, tag ?? ''] as const,
  article: (kind: string, slug: string) => [...contentKeys.all, 'article', kind, slug] as const,
};

export const publicBucketKeys = {
  all: ['public-buckets'] as const,
  list: () => [...publicBucketKeys.all, 'list'] as const,
};

/** The fees and limits a visitor may see (`GET /admin/public-settings`). */
export const publicSettingsKeys = {
  all: ['public-settings'] as const,
};

/** Market cap, 24 h volume and 7-day sparklines (`GET /asset/market`), for `/top-100`. */
export const assetMarketKeys = {
  all: ['asset-market'] as const,
};
