import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COINS } from '@wattle/shared/coins';
import type { ContentBundle } from '../../mf-marketing/src/features/content/lib/content-types.ts';
import { articlePath } from '../../mf-marketing/src/features/content/lib/content-types.ts';
import { ROOT } from './front-ends.ts';
import type { RouteTable } from './route-table.ts';

export interface PublicRoute {
  path: string;
  /** The mf-marketing remote draws it: the build prerenders it. */
  marketing: boolean;
  /** YYYY-MM-DD the page last changed, when known (articles). */
  lastModified?: string;
}

/** The marketing site's fixed pages (docs/product/screens.md#public-routes). */
const MARKETING_PAGES = [
  '/',
  '/about',
  '/contact-us',
  '/contact',
  '/terms-of-use',
  '/privacy-policy',
  '/fees',
  '/security',
  '/faqs',
  '/top-100',
  '/marketplace',
  '/exchange-rates',
  '/learn',
  '/buy',
  '/blog',
  '/developers',
];

/** Shell pages a search engine may list (page-meta.ts marks them canonical). */
const SHELL_PAGES = ['/signup', '/login'];

function contentBundle(): ContentBundle {
  const file = path.join(ROOT, 'mf-marketing/src/features/content/generated/content-bundle.json');
  return JSON.parse(readFileSync(file, 'utf8')) as ContentBundle;
}

/**
 * Every public, indexable route: the fixed pages, the 21 coin pages (from the coin catalogue,
 * shared/src/contracts/coins.ts), and every published article. `{token}` aliases such as
 * `/btc` are left out: they show the `/buy/{coin}` page, which is the one to index.
 */
export function publicRoutes(): PublicRoute[] {
  const pages = contentBundle().articles.filter((article) => article.kind !== 'page');
  return [
    ...MARKETING_PAGES.map((route) => ({ path: route, marketing: true })),
    ...COINS.map((coin) => ({ path: `/buy/${coin.slug}`, marketing: true })),
    ...pages.map((article) => ({
      path: articlePath(article),
      marketing: true,
      lastModified: article.date,
    })),
    ...SHELL_PAGES.map((route) => ({ path: route, marketing: false })),
  ];
}

/**
 * Every route of the app as the build knows it (scripts/lib/route-table.ts): the first
 * segments the shell and its remotes own (`shellSegments`, from the shell's route table:
 * shell/src/app/route-segments.ts), each company page, and under `/buy`, `/learn` and `/blog`
 * each page.
 */
export function routeTable(shellSegments: readonly string[]): RouteTable {
  const articles = contentBundle().articles;
  const slugsOf = (kind: string) =>
    articles.filter((article) => article.kind === kind).map((article) => article.slug);
  const pages = slugsOf('page');
  return {
    segments: [...new Set([...shellSegments, ...pages])],
    children: {
      buy: COINS.map((coin) => coin.slug),
      learn: slugsOf('guide'),
      blog: slugsOf('post'),
    },
  };
}
