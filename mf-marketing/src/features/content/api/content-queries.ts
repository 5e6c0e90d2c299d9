import { queryOptions } from '@tanstack/react-query';
import { contentKeys } from '@/lib/query-keys';
import bundle from '../generated/content-bundle.json';
import { bundleContentSource, type ArticleQuery } from '../lib/content-source';
import type { ContentBundle, ContentKind } from '../lib/content-types';

/**
 * The content store the pages read: the Markdown bundled at build (scripts/build-content.ts).
 * Swap this line for a CMS-backed ContentSource and nothing else changes.
 */
export const contentSource = bundleContentSource(bundle as ContentBundle);

/** Content never changes while a page is open: fetched once, kept for the session. */
const FOREVER = { staleTime: Infinity, gcTime: Infinity } as const;

export const articleListQuery = ({ kind, tag }: ArticleQuery) =>
  queryOptions({
    queryKey: contentKeys.list(kind, tag),
    queryFn: () => contentSource.listArticles({ kind, tag }),
    ...FOREVER,
  });

export const articleQuery = (kind: ContentKind, slug: string) =>
  queryOptions({
    queryKey: contentKeys.article(kind, slug),
    queryFn: () => contentSource.getArticle(kind, slug),
    ...FOREVER,
  });
