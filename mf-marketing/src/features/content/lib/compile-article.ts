import matter from 'gray-matter';
import type { Article, ContentKind } from './content-types';
import { countWords, readingMinutes } from './reading-time';
import { renderMarkdown } from './render-markdown';

/** A slug as it appears in a URL: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ContentError';
  }
}

export interface ArticleSource {
  /** Where the Markdown came from, for error messages (e.g. `blog/crypto-landscape.md`). */
  file: string;
  kind: ContentKind;
  slug: string;
  markdown: string;
  /** Hero image file name → the `data:` URL the build made of it. */
  heroImages: Readonly<Record<string, string>>;
}

function text(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ContentError(file, `front matter needs "${key}" (a non-empty text)`);
  }
  return value.trim();
}

/** YAML reads an unquoted 2026-09-14 as a Date (midnight UTC); a quoted one stays text. */
function calendarDate(data: Record<string, unknown>, file: string): string {
  const value = data.date;
  const date = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (typeof date !== 'string' || !DATE.test(date) || Number.isNaN(Date.parse(date))) {
    throw new ContentError(file, 'front matter needs "date" as YYYY-MM-DD');
  }
  return date;
}

function tags(data: Record<string, unknown>, file: string): string[] {
  const value = data.tags;
  if (!Array.isArray(value) || value.length === 0) {
    throw new ContentError(file, 'front matter needs "tags": a list of at least one tag');
  }
  return value.map((tag) => {
    if (typeof tag !== 'string' || !SLUG.test(tag)) {
      throw new ContentError(file, `tag ${JSON.stringify(tag)} must be lower-case-with-hyphens`);
    }
    return tag;
  });
}

/**
 * One Markdown file with front matter → an article with its body rendered. Runs at build
 * time (scripts/build-content.ts); a missing or malformed field stops the build naming the
 * file and the field.
 */
export function compileArticle(source: ArticleSource): Article {
  const { file } = source;
  if (!SLUG.test(source.slug)) {
    throw new ContentError(file, `the file name must be a lower-case-with-hyphens slug`);
  }
  const parsed = matter(source.markdown);
  const data = parsed.data as Record<string, unknown>;
  const hero = text(data, 'hero', file);
  const heroImage = source.heroImages[hero];
  if (!heroImage) throw new ContentError(file, `hero image "${hero}" is not in content/images`);
  const body = parsed.content.trim();
  if (body === '') throw new ContentError(file, 'the article has no body');
  const wordCount = countWords(body);
  return {
    kind: source.kind,
    slug: source.slug,
    title: text(data, 'title', file),
    description: text(data, 'description', file),
    date: calendarDate(data, file),
    author: text(data, 'author', file),
    tags: tags(data, file),
    heroImage,
    heroAlt: text(data, 'heroAlt', file),
    wordCount,
    readingMinutes: readingMinutes(wordCount),
    html: renderMarkdown(body),
  };
}
