import { describe, expect, it } from 'vitest';
import { bundleContentSource, relatedArticles, tagsOf } from './content-source';
import type { Article } from './content-types';

const article = (slug: string, date: string, tags: string[], kind: Article['kind'] = 'post') =>
  ({
    kind,
    slug,
    title: slug,
    description: `About ${slug}`,
    date,
    author: 'Wattle',
    tags,
    heroImage: 'data:image/svg+xml,x',
    heroAlt: '',
    wordCount: 700,
    readingMinutes: 3,
    html: `<p>${slug}</p>`,
  }) satisfies Article;

const ARTICLES = [
  article('older', '2026-01-05', ['tax']),
  article('newest', '2026-11-02', ['scams', 'security']),
  article('middle', '2026-06-09', ['security']),
  article('guide', '2026-12-01', ['tax'], 'guide'),
];
const source = bundleContentSource({ articles: ARTICLES });

describe('the bundled content source', () => {
  it('lists one kind, newest first, without bodies', async () => {
    const posts = await source.listArticles({ kind: 'post' });
    expect(posts.map((post) => post.slug)).toEqual(['newest', 'middle', 'older']);
    expect(posts[0]).not.toHaveProperty('html');
  });

  it('filters by tag', async () => {
    const security = await source.listArticles({ kind: 'post', tag: 'security' });
    expect(security.map((post) => post.slug)).toEqual(['newest', 'middle']);
    expect(await source.listArticles({ kind: 'post', tag: 'nothing' })).toEqual([]);
  });

  it('finds an article by kind and slug, and nothing for an unknown slug or another kind', async () => {
    expect((await source.getArticle('post', 'middle'))?.html).toBe('<p>middle</p>');
    expect(await source.getArticle('post', 'no-such-post')).toBeNull();
    expect(await source.getArticle('post', 'guide')).toBeNull();
  });
});

describe('relatedArticles', () => {
  it('prefers shared tags, then the newest, never the article itself or another kind', () => {
    const [older, newest, middle] = ARTICLES as [Article, Article, Article];
    expect(relatedArticles(middle, ARTICLES).map((a) => a.slug)).toEqual(['newest', 'older']);
    expect(relatedArticles(older, ARTICLES, 1).map((a) => a.slug)).toEqual(['newest']);
    expect(relatedArticles(newest, ARTICLES).map((a) => a.slug)).toEqual(['middle', 'older']);
  });

  it('collects the tags of a list, sorted', () => {
    expect(tagsOf(ARTICLES)).toEqual(['scams', 'security', 'tax']);
  });
});
