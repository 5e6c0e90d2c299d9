/** Where a piece of content lives on the site: `/blog/{slug}`, `/learn/{slug}`, `/{slug}`. */
export type ContentKind = 'post' | 'guide' | 'page';

/** What a list shows: everything but the body. */
export interface ArticleSummary {
  kind: ContentKind;
  slug: string;
  title: string;
  description: string;
  /** Publication date, YYYY-MM-DD (a calendar date, no time zone). */
  date: string;
  author: string;
  tags: string[];
  /** The hero image as a `data:` URL (our own SVG, inlined at build). */
  heroImage: string;
  heroAlt: string;
  readingMinutes: number;
  wordCount: number;
}

export interface Article extends ArticleSummary {
  /** Body HTML rendered at build from our Markdown through the safe subset of render-markdown.ts. */
  html: string;
}

/** Everything the site publishes, as the build bundles it. */
export interface ContentBundle {
  articles: Article[];
}

/** The paths each kind is published under. */
export function articlePath(article: Pick<ArticleSummary, 'kind' | 'slug'>): string {
  if (article.kind === 'post') return `/blog/${article.slug}`;
  if (article.kind === 'guide') return `/learn/${article.slug}`;
  return `/${article.slug}`;
}
