import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPANY_PAGE_SLUGS } from '../mf-marketing/src/features/content/lib/company-pages.ts';
import { BUNDLE_FILE, compileContent, contentBundleJson } from './build-content.ts';

describe('the content bundle', () => {
  it('is committed as the Markdown builds it today (run: npx tsx scripts/build-content.ts)', async () => {
    expect(readFileSync(BUNDLE_FILE, 'utf8')).toBe(await contentBundleJson());
  });

  it('publishes the six launch posts, each of substance', () => {
    const posts = compileContent().articles.filter((article) => article.kind === 'post');
    expect(posts.map((post) => post.slug)).toEqual(
      expect.arrayContaining([
        '2fa-in-crypto-australia',
        'safeguarding-your-crypto',
        'the-power-of-staking',
        'crypto-fiat-deposit-withdrawal',
        'trade-crypto-in-australia-securely',
        'crypto-landscape',
      ]),
    );
    for (const post of posts) expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(600);
  });

  it('has at least three learn guides and the company pages the footer links to', () => {
    const { articles } = compileContent();
    expect(articles.filter((article) => article.kind === 'guide').length).toBeGreaterThanOrEqual(3);
    const pages = articles.filter((article) => article.kind === 'page').map((page) => page.slug);
    expect(pages).toEqual(expect.arrayContaining([...COMPANY_PAGE_SLUGS]));
  });
});
