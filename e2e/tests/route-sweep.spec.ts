import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PROFILE_TABS, SIGNED_IN_ROUTES } from '../support/routes';
import { PRERENDERED_MARKUP, reachForPage } from '../support/shell';
import { API_URL, ORIGINS, signInAs } from '../support/stack';

/**
 * Every route (docs/product/screens.md#routes), at 375 and 1280 px, as a visitor and as a
 * customer (who skips the repeats of one public page's template: onePerTemplate). On each: a
 * main heading (never a blank between header and footer), no sideways scroll and no console
 * error; on all but the repeats of the coin pages' template, also axe clean and the chat
 * launcher covering no button or link. One page per viewport and session, soft assertions, so
 * one run names every route that fails. The public routes are the sitemap's (every
 * prerendered page) and the few it leaves out.
 */

// axe is injected as a script; the pages' CSP (rightly) refuses inline scripts.
test.use({ bypassCSP: true });

const TOKEN = 'abcdefghijklmnopqrstuvwxyz';

/** Public routes no sitemap lists (one-off links, the `{token}` alias). */
const UNLISTED_PUBLIC_ROUTES = [
  `/verify?token=${TOKEN}`,
  '/forgot-password',
  `/password-reset?token=${TOKEN}`,
  '/events',
  '/eth',
];

/** The main heading some pages must show, word for word. */
const HEADINGS: Record<string, string> = {
  '/': 'Buy, sell and swap crypto with Australian dollars',
  '/buy': 'Buy crypto with Australian dollars',
  '/buy/bitcoin': 'Buy Bitcoin (BTC)',
  '/eth': 'Buy Ethereum (ETH)',
  '/top-100': 'Top cryptocurrencies',
  '/exchange-rates': 'Exchange rates',
  '/marketplace': 'Marketplace',
  '/contact-us': 'Contact us',
  '/contact': 'Contact us',
  '/events': 'Key dates',
};

/**
 * A customer sees the same marketing pages as a visitor inside a different header: the
 * visitor's sweep runs every check on them, the customer's checks these in full and the rest
 * it opens (onePerTemplate) for a page, its heading and its width.
 */
const CUSTOMER_PUBLIC_SAMPLE = [
  '/',
  '/buy/bitcoin',
  '/eth',
  '/blog',
  '/learn',
  '/login',
  '/signup',
];

/** Pages made from one template: a coin's, a guide's, a post's. */
const TEMPLATES = /^\/(buy|learn|blog)\/[^/]+$/;
/** The coin pages: one template, 21 times, differing in figures and a paragraph of words. */
const COIN_PAGES = /^\/(buy)\/[^/]+$/;

/**
 * Every fixed page, and of the pages made from one of `templates` the first and the sampled.
 * A customer's sweep opens only these: a customer's public page differs from a visitor's in
 * its header and its buttons, which the first of each template shows as well as the rest
 * would. The visitor's sweep opens every page and checks these in full: guides and posts
 * each have their own headings and links, so all of them; of the coin pages, the first and
 * the sampled.
 */
function onePerTemplate(paths: string[], templates = TEMPLATES): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const template = templates.exec(path)?.[1];
    if (!template || CUSTOMER_PUBLIC_SAMPLE.includes(path)) return true;
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}

/** Every page the built site's sitemap lists (the prerendered marketing site), as paths. */
async function sitemapRoutes(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(paths.length, 'sitemap.xml lists the public pages').toBeGreaterThan(40);
  return paths;
}

/**
 * Chromium itself logs every 4xx answer as "Failed to load resource". From the API, a refusal
 * (400, 401, 403, 409, 422: an expired e-mail link, say) is expected and shown in words; a 404
 * is not: it means the page asked for something that does not exist.
 */
const expectedRefusal = (text: string, url: string) =>
  url.startsWith(API_URL) &&
  /^Failed to load resource: .* status of (400|401|403|409|422)\b/.test(text);

/** Console errors and uncaught exceptions, since the last call. */
function watchConsole(page: Page) {
  let lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expectedRefusal(message.text(), message.location().url)) return;
    lines.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => lines.push(`uncaught: ${error.message}`));
  return () => {
    const seen = lines;
    lines = [];
    return seen;
  };
}

/**
 * Buttons and links the launcher's box would cover, as "name (tag at top)". With `underTabBar`, the
 * phone's tab bar is left out: it is fixed, and the page scrolls under it as under any tab
 * bar (the launcher sits in the page's flow); scrolled to the end, nothing may overlap.
 * Toasts are left out: they rise over any page's bottom end and leave by themselves
 * (docs/product/screens.md#toasts), and a live one depends on what other journeys did.
 */
function launcherOverlaps(page: Page, underTabBar: boolean): Promise<string[]> {
  return page.evaluate((skipTabBar) => {
    const launcher = document.querySelector('[data-testid="live-chat-launcher"] button');
    if (!launcher) return [];
    const box = launcher.getBoundingClientRect();
    const hits: string[] = [];
    const interactive = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, [role="button"], input, select, textarea',
      ),
    );
    for (const element of interactive) {
      if (element === launcher || launcher.contains(element)) continue;
      if (skipTabBar && element.closest('nav[aria-label="Places"]')) continue;
      if (element.closest('.Toastify')) continue;
      const rect = element.getBoundingClientRect();
      const visible = rect.width > 0 && rect.height > 0 && element.checkVisibility();
      const overlaps =
        rect.left < box.right &&
        rect.right > box.left &&
        rect.top < box.bottom &&
        rect.bottom > box.top;
      if (visible && overlaps) {
        const name = element.textContent?.trim() || element.getAttribute('aria-label') || '';
        hits.push(`${name.slice(0, 30)} (${element.tagName} at ${Math.round(rect.top)} px)`);
      }
    }
    return hits;
  }, underTabBar);
}

type Depth = 'full' | 'page';

/**
 * Opens each route and checks, softly: a page of the app (not the API's not-found page) with
 * a main heading, no sideways scroll and no console error; at depth `full`, once the network
 * is idle, also the chat launcher at top and bottom and axe.
 */
async function sweep(
  page: Page,
  session: 'visitor' | 'customer',
  routes: [path: string, depth: Depth][],
) {
  const consoleErrors = watchConsole(page);
  const width = page.viewportSize()?.width ?? 0;
  for (const [path, depth] of routes) {
    const where = `${path} (${session}, ${width} px)`;
    await page.goto(path);
    await page.waitForLoadState('domcontentloaded');
    expect
      .soft(new URL(page.url()).origin, `${where}: a page of the app, not not-found`)
      .toBe(new URL(ORIGINS.shell).origin);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    await expect.soft(heading, `${where}: a main heading`).toBeVisible();
    const words = HEADINGS[path];
    // A visitor's: a customer's / is the dashboard.
    if (words && session === 'visitor') {
      await expect.soft(heading, `${where}: its own heading`).toHaveText(words);
    }
    if (depth === 'full') {
      // The live app, not the prerendered picture of it that it replaces.
      await reachForPage(page);
      await expect.soft(page.locator(PRERENDERED_MARKUP), `${where}: live`).toHaveCount(0, {
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
    }
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect.soft(widths.page, `${where}: no sideways scroll`).toBeLessThanOrEqual(widths.viewport);
    if (depth === 'full') {
      for (const scroll of ['top', 'bottom'] as const) {
        await page.evaluate(
          (to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight),
          scroll,
        );
        expect
          .soft(
            await launcherOverlaps(page, scroll === 'top'),
            `${where}: chat launcher at ${scroll}`,
          )
          .toEqual([]);
      }
      await expectNoSeriousA11yViolations(page, where).catch((error: unknown) => {
        expect.soft(String(error), `${where}: axe`).toBe('');
      });
    }
    expect.soft(consoleErrors(), `${where}: console errors`).toEqual([]);
  }
}

for (const width of [375, 1280]) {
  test.describe(`every route at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 } });
    // ~70 routes, axe on most: one test per viewport and session.
    test.describe.configure({ timeout: 600_000 });

    test('as a visitor', async ({ page, request }) => {
      const publicRoutes = [...(await sitemapRoutes(request)), ...UNLISTED_PUBLIC_ROUTES];
      const inFull = new Set(onePerTemplate(publicRoutes, COIN_PAGES));
      await sweep(page, 'visitor', [
        ...publicRoutes.map((path): [string, Depth] => [path, inFull.has(path) ? 'full' : 'page']),
        // Each sends a visitor to the sign-in page, checked in full above.
        ...[...SIGNED_IN_ROUTES, ...PROFILE_TABS].map((path): [string, Depth] => [path, 'page']),
      ]);
    });

    test('as a customer', async ({ page, request }) => {
      const publicRoutes = onePerTemplate([
        ...(await sitemapRoutes(request)),
        ...UNLISTED_PUBLIC_ROUTES,
      ]);
      await signInAs(page);
      await sweep(page, 'customer', [
        ...[...SIGNED_IN_ROUTES, ...PROFILE_TABS].map((path): [string, Depth] => [path, 'full']),
        ...publicRoutes.map((path): [string, Depth] => [
          path,
          CUSTOMER_PUBLIC_SAMPLE.includes(path) ? 'full' : 'page',
        ]),
      ]);
    });
  });
}
