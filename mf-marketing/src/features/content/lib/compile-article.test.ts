import { describe, expect, it } from 'vitest';
import { compileArticle, type ArticleSource } from './compile-article';

const FRONT = {
  title: 'Crypto and tax',
  description: 'How the ATO taxes crypto.',
  date: '2026-10-20',
  author: 'Mei Lin Zhao',
  tags: '[tax, guides]',
  hero: 'receipt.svg',
  heroAlt: 'A receipt',
};

function source(front: Record<string, string | undefined>, body = 'Some **words** here.') {
  const yaml = Object.entries(front)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return {
    file: 'learn/crypto-tax.md',
    kind: 'guide',
    slug: 'crypto-tax',
    markdown: `---\n${yaml}\n---\n\n${body}\n`,
    heroImages: { 'receipt.svg': 'data:image/svg+xml,x' },
  } satisfies ArticleSource;
}

describe('compileArticle', () => {
  it('reads the front matter and renders the body', () => {
    const article = compileArticle(source(FRONT));
    expect(article).toMatchObject({
      kind: 'guide',
      slug: 'crypto-tax',
      title: 'Crypto and tax',
      date: '2026-10-20',
      tags: ['tax', 'guides'],
      heroImage: 'data:image/svg+xml,x',
      wordCount: 3,
      readingMinutes: 1,
    });
    expect(article.html).toBe('<p>Some <strong>words</strong> here.</p>\n');
  });

  it('takes an unquoted YAML date as the same calendar date', () => {
    expect(compileArticle(source({ ...FRONT, date: "'2026-01-31'" })).date).toBe('2026-01-31');
    expect(compileArticle(source({ ...FRONT, date: '2026-01-31' })).date).toBe('2026-01-31');
  });

  it.each([
    ['title', undefined, 'front matter needs "title"'],
    ['description', "''", 'front matter needs "description"'],
    ['date', '14/09/2026', 'front matter needs "date" as YYYY-MM-DD'],
    ['author', undefined, 'front matter needs "author"'],
    ['tags', '[]', 'front matter needs "tags"'],
    ['tags', '[Tax Time]', 'tag "Tax Time" must be lower-case-with-hyphens'],
    ['hero', 'missing.svg', 'hero image "missing.svg" is not in content/images'],
    ['heroAlt', undefined, 'front matter needs "heroAlt"'],
  ])('names the file and the problem when %s is %s', (key, value, message) => {
    expect(() => compileArticle(source({ ...FRONT, [key]: value }))).toThrow(
      `learn/crypto-tax.md: ${message}`,
    );
  });

  it('refuses a file without a body or with a slug that is not URL-shaped', () => {
    expect(() => compileArticle(source(FRONT, ''))).toThrow('the article has no body');
    expect(() => compileArticle({ ...source(FRONT), slug: 'Crypto Tax' })).toThrow('slug');
  });
});
