import { describe, expect, test } from 'vitest';
import { publicRoutes, routeTable } from './public-routes.ts';
import { isKnownRoute } from './route-table.ts';

// What shell/src/app/route-segments.ts names (the tooling may not import it): the shell's
// pages, the signed-in sections, marketing's pages and each coin's short path.
const SHELL_SEGMENTS = [
  ...['login', 'signup', 'forgot-password', 'password-reset', 'verify', 'lock-account'],
  ...['notifications', 'dashboard', 'balance', 'buckets', 'profile', 'new-profile', 'support'],
  ...['transaction', 'about', 'contact-us', 'contact', 'terms-of-use', 'privacy-policy'],
  ...['top-100', 'marketplace', 'exchange-rates', 'learn', 'buy', 'blog', 'events', 'fees'],
  ...['security', 'faqs', 'developers', 'btc', 'eth'],
];
const table = routeTable(SHELL_SEGMENTS);

describe('the route table the build writes', () => {
  test('knows every public page, the signed-in sections and the shell’s own pages', () => {
    for (const route of publicRoutes()) {
      expect(isKnownRoute(route.path, table), route.path).toBe(true);
    }
    const known = ['/', '/btc', '/dashboard', '/profile', '/transaction/abc', '/login', '/verify'];
    for (const path of known) expect(isKnownRoute(path, table), path).toBe(true);
  });

  test('a section whose pages the build does not list takes any path below it', () => {
    for (const path of ['/profile/anything', '/dashboard/a/b', '/learn', '/buy/']) {
      expect(isKnownRoute(path, table), path).toBe(true);
    }
  });

  test('tells a mistyped path from a route', () => {
    const unknown = ['/buy/bitcon', '/dashbaord', '/learn/no-such-guide', '/blog/a/b', '/wp-admin'];
    for (const path of unknown) expect(isKnownRoute(path, table), path).toBe(false);
  });
});
