import { expect, test, type Page } from '@playwright/test';
import { expectLivePage, PRERENDERED_MARKUP } from '../support/shell';
import { ORIGINS } from '../support/stack';

const POST = '/blog/trade-crypto-in-australia-securely';
const POST_TITLE = 'How to trade crypto in Australia securely';

/** Console errors and warnings (React's hydration and nesting warnings among them). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('prerendered HTML', () => {
  test('/, /buy/bitcoin, /top-100 and a post arrive with their heading, description, canonical link and JSON-LD, no JS needed', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    expect(home).toMatch(/<h1[^>]*>Buy, sell and swap crypto with Australian dollars<\/h1>/);
    expect(home).toContain(`<meta name="description" content="Wattle is Australia's best`);
    expect(home).toContain(`<link rel="canonical" href="${ORIGINS.shell}/" />`);
    expect(home).toMatch(/<script type="application\/ld\+json"[^>]*>\{[^<]*"@type":"Organization"/);

    const coin = await (await request.get('/buy/bitcoin')).text();
    expect(coin).toMatch(/<h1[^>]*>Buy <!-- -->Bitcoin/);
    expect(coin).toContain('<title>Buy Bitcoin (BTC) in Australia | Wattle</title>');
    expect(coin).toContain(
      '<meta name="description" content="Buy Bitcoin (BTC) with Australian dollars on Wattle.',
    );
    expect(coin).toContain(`<link rel="canonical" href="${ORIGINS.shell}/buy/bitcoin" />`);
    expect(coin).toContain(`<meta property="og:url" content="${ORIGINS.shell}/buy/bitcoin"`);
    expect(coin).toMatch(/<script type="application\/ld\+json"[^>]*>\{[^<]*"@type":"FAQPage"/);
    expect(coin).toMatch(
      /<script type="application\/ld\+json"[^>]*>\{[^<]*"@type":"BreadcrumbList"/,
    );

    const top = await (await request.get('/top-100')).text();
    expect(top).toMatch(/<h1[^>]*>Top cryptocurrencies<\/h1>/);
    expect(top).toContain(`<link rel="canonical" href="${ORIGINS.shell}/top-100" />`);
    expect(top).toMatch(
      /<script type="application\/ld\+json"[^>]*>\{[^<]*"@type":"BreadcrumbList"/,
    );

    const response = await request.get(POST);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    const post = await response.text();
    expect(post).toMatch(new RegExp(`<h1[^>]*>${POST_TITLE}</h1>`));
    expect(post).toContain(`<title>${POST_TITLE} | Wattle</title>`);
    expect(post).toContain('<meta name="description" content="Choosing a registered exchange');
    expect(post).toContain(`<link rel="canonical" href="${ORIGINS.shell}${POST}" />`);
    expect(post).toContain('Step 1: use a registered Australian exchange');
    expect(post).toContain('<meta property="og:type" content="article"');
    expect(post).toMatch(/<script type="application\/ld\+json"[^>]*>\{[^<]*"@type":"Article"/);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${ORIGINS.shell}/buy/bitcoin</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGINS.shell}${POST}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGINS.shell}/sitemap.xml`);
  });

  test('the page shows before any script runs, then the live app takes over without a warning', async ({
    browser,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(POST);
    await expect(still.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
    await noScript.close();

    const context = await browser.newContext({ bypassCSP: false });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto(POST);
    await expect(page.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
    await expectLivePage(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Related posts' })).toBeVisible();
    // The live router follows the header's link.
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    for (const [path, heading] of [
      ['/', 'Buy, sell and swap crypto with Australian dollars'],
      ['/buy/bitcoin', /^Buy Bitcoin/],
      ['/top-100', 'Top cryptocurrencies'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectLivePage(page);
      // The page's own head, not the shell's route defaults, after the live app took over.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${ORIGINS.shell}${path}`,
      );
      await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    }
    await expect(page).toHaveTitle(
      'Top cryptocurrencies by price, market cap and 24 h change | Wattle',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test('on a phone, the menu opens and leads to sign-in before any script runs', async ({
    browser,
  }) => {
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await noScript.newPage();
    await page.goto(POST);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByLabel('Open menu').click();
    await expect(menu.getByRole('link', { name: 'Learn' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await noScript.close();
  });

  test('the questions open before any script runs, and the live accordion takes their place at the same height', async ({
    browser,
    page,
  }) => {
    const faq = (on: Page) => on.getByRole('region', { name: 'Frequently asked questions' });
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto('/');
    const prerenderedHeight = (await faq(still).boundingBox())?.height;
    const question = faq(still).getByText('What is cryptocurrency?');
    const answer = faq(still).getByText(/^A cryptocurrency is digital money/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await noScript.close();

    await page.goto('/');
    await expectLivePage(page);
    await expect(faq(page).getByRole('button', { name: 'What is cryptocurrency?' })).toBeVisible();
    expect((await faq(page).boundingBox())?.height).toBe(prerenderedHeight);
  });
});

test('/login and /signup arrive with their form, a picture until the live one takes over', async ({
  page,
  request,
}) => {
  for (const [path, heading] of [
    ['/login', 'Log in'],
    ['/signup', 'Create your account'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain('<form inert=""');
    expect(html).toContain(`<link rel="canonical" href="${ORIGINS.shell}${path}" />`);
  }
  const problems = consoleProblems(page);
  await page.goto('/login');
  await expectLivePage(page);
  await expect(page.locator('form[inert]')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('customer@wattle.dev');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'customer@wattle.dev',
  );
  expect(problems).toEqual([]);
});

const PAGES: [string, string, RegExp][] = [
  ['/learn', 'Learn', /Crypto and tax in Australia/],
  ['/blog', 'Blog', /The Australian crypto landscape in 2026/],
  [POST, POST_TITLE, /AUSTRAC/],
  ['/terms-of-use', 'Terms of use', /Wattle Digital Pty Ltd, a sandbox company/],
  ['/privacy-policy', 'Privacy policy', /Australian Privacy Principles/],
  ['/fees', 'Fees', /Trading fee: 0\.60%/],
  ['/security', 'Security', /Reporting a vulnerability/],
];

// Width and axe on every page, at 375 and 1280 px: route-sweep.spec.ts.
test('learn, blog, a post and the company texts show their content', async ({ page }) => {
  for (const [path, title, text] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(text);
    await expectLivePage(page);
  }
});

test.describe('a page whole without the app', () => {
  test('an article asks for nothing but the entry until the visitor reaches for it, then the app starts', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const fetched: string[] = [];
    const fonts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname);
      if (['fetch', 'xhr'].includes(request.resourceType())) fetched.push(pathname);
      if (request.resourceType() === 'font') fonts.push(pathname);
    });
    await page.goto(POST);
    await expect(page.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page's own script, then (after the first paint) the entry it loads; nothing else.
    expect(scripts).toEqual([
      expect.stringMatching(/^\/static\/js\/static-page\.[0-9a-f]+\.js$/),
      expect.stringMatching(/^\/static\/js\/main\.[0-9a-f]+\.js$/),
    ]);
    expect(fetched).toEqual([]);
    // The brand fonts came after the first paint, and the page is drawn in them.
    expect(fonts).toContainEqual(expect.stringMatching(/inter-latin-wght-normal/));
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    await expect(page.locator(PRERENDERED_MARKUP)).not.toHaveCount(0);

    await expectLivePage(page);
    expect(fetched).toContain('/config.json');
    expect(scripts.length).toBeGreaterThan(1);
  });

  test('a coin page shows live prices and its chart before the app, which then takes them over', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname);
      if (['fetch', 'xhr'].includes(request.resourceType())) fetched.push(pathname + search);
    });
    await page.goto('/buy/bitcoin');
    const card = page.getByRole('region', { name: 'Bitcoin price' });
    const buyPrice = card.locator('[data-live="price:BTC:buy"]');
    await expect(buyPrice).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(card.locator('[data-live="change:BTC"]')).toHaveText(/^[+-]\d+\.\d\d%$/);
    await expect(page.getByRole('img', { name: /^Bitcoin price chart: from \$/ })).toBeVisible();
    expect(await page.locator('[data-slot-part="line"]').getAttribute('d')).toMatch(/^M[\d.,L]+$/);
    await page.waitForLoadState('networkidle');
    // Still the prerendered page: its script and the public prices, nothing of the app's.
    await expect(page.locator(PRERENDERED_MARKUP)).not.toHaveCount(0);
    expect(scripts).toEqual([
      expect.stringMatching(/^\/static\/js\/static-page\.[0-9a-f]+\.js$/),
      expect.stringMatching(/^\/static\/js\/live-prices\.[0-9a-f]+\.js$/),
      expect.stringMatching(/^\/static\/js\/main\.[0-9a-f]+\.js$/),
    ]);
    expect(fetched.sort()).toEqual(
      ['/asset', '/asset/id/btc/history?range=7d', '/asset/stats', '/config.json'].sort(),
    );

    await expectLivePage(page);
    // The live card starts from the answers the page showed: no bars in between.
    await expect(buyPrice).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(page.locator('[data-pending]')).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Sign up to buy BTC' })).toBeVisible();
    await page.getByRole('button', { name: '30 days' }).click();
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the home page fills its price strip and the day’s summary before the app', async ({
    page,
  }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Live crypto prices' });
    await expect(strip.getByRole('listitem')).toHaveCount(6);
    await expect(strip.locator('[data-pending]')).toHaveCount(0);
    await expect(strip.locator('[data-live="price:BTC:buy"]')).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(strip.getByText(/^\d+ of \d+$/)).toBeVisible();
    await expect(page.locator(PRERENDERED_MARKUP)).not.toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-reached'))).toBe(
      false,
    );
    await expectLivePage(page);
    await expect(strip.getByText(/^\d+ of \d+$/)).toBeVisible();
  });

  test('an article list opened at a tag starts the app without waiting', async ({ page }) => {
    // The server sends /blog for any query: the live page is the one that filters.
    await page.goto('/blog?tag=staking');
    await expect(page.locator(PRERENDERED_MARKUP)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'The power of staking — how proof-of-stake rewards work, and their risks',
    ]);
  });

  test('on a phone, the menu the visitor opens with the tap that starts the app stays open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(POST);
    await page.locator('details[data-stand-in="menu"] > summary').click();
    await expect(page.locator(PRERENDERED_MARKUP)).toHaveCount(0, { timeout: 30_000 });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Learn' }).click();
    await expect(page).toHaveURL(/\/learn$/);
  });
});

test('the blog filters by tag; the footer reaches fees, security and FAQs', async ({ page }) => {
  await page.goto('/blog');
  await page
    .getByRole('navigation', { name: 'Filter by tag' })
    .getByRole('link', { name: 'staking' })
    .click();
  await expect(page).toHaveURL(/\/blog\?tag=staking$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'The power of staking — how proof-of-stake rewards work, and their risks',
  ]);
  const footer = page.getByRole('contentinfo');
  for (const [name, heading] of [
    ['Fees', 'Fees'],
    ['Security', 'Security'],
    ['FAQs', 'Frequently asked questions'],
  ]) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('an unknown post goes to the not-found page', async ({ page }) => {
  await page.goto('/blog/no-such-post');
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.api}/not-found`));
});
