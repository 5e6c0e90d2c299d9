import type { Article, ArticleSummary, ContentBundle, ContentKind } from './content-types';

export interface ArticleQuery {
  kind: ContentKind;
  /** Only articles with this tag. */
  tag?: string;
}

/**
 * What the pages need from a content store. Today it is the bundle built from the repo's
 * Markdown; a headless CMS replaces it by implementing these two calls (both async for
 * that reason) — the pages do not change.
 */
export interface ContentSource {
  /** Summaries, newest first. */
  listArticles(query: ArticleQuery): Promise<ArticleSummary[]>;
  /** The article, or null when no article of that kind has the slug. */
  getArticle(kind: ContentKind, slug: string): Promise<Article | null>;
}

const summary = ({ html: _html, ...rest }: Article): ArticleSummary => rest;

/** Newest first; the same date sorts by title so the order never depends on file order. */
function newestFirst(a: ArticleSummary, b: ArticleSummary): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

/** A content source over a bundle held in memory. */
export function bundleContentSource(bundle: ContentBundle): ContentSource {
  return {
    listArticles: async ({ kind, tag }) =>
      bundle.articles
        .filter((article) => article.kind === kind && (!tag || article.tags.includes(tag)))
        .map(summary)
        .sort(newestFirst),
    getArticle: async (kind, slug) =>
      bundle.articles.find((article) => article.kind === kind && article.slug === slug) ?? null,
  };
}

/**
 * Up to `limit` other articles of the same kind, the most shared tags first, then newest.
 */
export function relatedArticles(
  article: ArticleSummary,
  candidates: readonly ArticleSummary[],
  limit = 3,
): ArticleSummary[] {
  const shared = (other: ArticleSummary) =>
    other.tags.filter((tag) => article.tags.includes(tag)).length;
  return candidates
    .filter((other) => other.slug !== article.slug && other.kind === article.kind)
    .map((other) => ({ other, score: shared(other) }))
    .sort((a, b) => b.score - a.score || newestFirst(a.other, b.other))
    .slice(0, limit)
    .map(({ other }) => other);
}

/** Every tag used by a list, in alphabetical order. */
export function tagsOf(articles: readonly ArticleSummary[]): string[] {
  return [...new Set(articles.flatMap((article) => article.tags))].sort();
}
