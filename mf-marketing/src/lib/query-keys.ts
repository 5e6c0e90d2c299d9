import type { HistoryRange } from '@wattle/shared';

/** Every query key of the marketing remote, one factory per resource. */

/** Learn, blog and company texts (`kind` is post, guide or page): fixed for a build's life. */
export const contentKeys = {
  all: ['content'] as const,
  list: (kind: string, tag?: string) => [...contentKeys.all, 'list', kind, tag ?? ''] as const,
  article: (kind: string, slug: string) => [...contentKeys.all, 'article', kind, slug] as const,
};

export const assetKeys = {
  all: ['assets'] as const,
  list: () => [...assetKeys.all, 'list'] as const,
  stats: () => [...assetKeys.all, 'stats'] as const,
  history: (assetId: string, range: HistoryRange) =>
    [...assetKeys.all, 'history', assetId, range] as const,
};

export const publicBucketKeys = {
  all: ['public-buckets'] as const,
  list: () => [...publicBucketKeys.all, 'list'] as const,
};
