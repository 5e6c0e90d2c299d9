import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { uniqueEmail } from '../support/shell';
import { signInCustomer, tradeDialog } from '../support/trading';

// axe is injected as a script; the pages' CSP (rightly) refuses inline scripts.
test.use({ bypassCSP: true });

/** Each public route of this remote and the h1 it must show (spec §2.2, §2.3). */
const ROUTES: [string, string][] = [
  ['/buy', 'Buy crypto with Australian dollars'],
  ['/buy/bitcoin', 'Buy Bitcoin (BTC)'],
  ['/eth', 'Buy Ethereum (ETH)'],
  ['/top-100', 'Top cryptocurrencies'],
  ['/exchange-rates', 'Exchange rates'],
  ['/marketplace', 'Marketplace'],
  ['/contact-us', 'Contact us'],
  ['/contact', 'Contact us'],
  ['/events', 'Key dates'],
];
const HOME: [string, string] = ['/', 'Buy, sell and swap crypto with Australian dollars'];

async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  // A full load fetches the shell and a remote: generous on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 30_000,
  });
  // The live page has replaced the prerendered one (whose forms are inert until then).
  await expect(page.locator('[data-prerendered-page], [data-page-fallback]')).toHaveCount(0, {
    timeout: 30_000,
  });
  // Prices poll every 15 s, so the network is never idle: wait for what loads first instead.
  await expect(page.locator('[aria-label^="Loading"]')).toHaveCount(0);
}

async function noSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, `${label} never scrolls sideways`).toBeLessThanOrEqual(widths.viewport);
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const width of [1280, 375]) {
  test.describe(`marketing pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a visitor sees every page, each fitting the screen and passing axe', async ({ page }) => {
      // Ten pages, each checked by axe: longer than one journey.
      test.setTimeout(240_000);
      for (const [path, heading] of [HOME, ...ROUTES]) {
        await openPage(page, path, heading);
        await noSidewaysScroll(page, `${path} at ${width} px`);
        await expectNoSeriousA11yViolations(page, `${path} at ${width} px`);
        if (path === '/' || path === '/buy/bitcoin' || path === '/top-100') {
          await screenshot(
            page,
            `${path === '/' ? 'home' : path.slice(1).replace('/', '-')}-${width}`,
          );
        }
      }
    });
  });
}

test('a coin page shows live prices, and its head names the page for search engines', async ({
  page,
}) => {
  await openPage(page, '/buy/bitcoin', 'Buy Bitcoin (BTC)');
  const price = page.getByRole('region', { name: 'Bitcoin price' });
  await expect(price.getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/).first()).toBeVisible();
  await expect(page).toHaveTitle('Buy Bitcoin (BTC) in Australia | Wattle');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/buy\/bitcoin$/);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map(
        (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
      ),
    );
  expect(types.sort()).toEqual(['BreadcrumbList', 'FAQPage']);
  await page.getByRole('link', { name: 'Sign up to buy BTC' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a customer sees every page, and Buy on a coin page opens the trade dialog', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInCustomer(page);
  for (const [path, heading] of ROUTES) await openPage(page, path, heading);

  await openPage(page, '/buy/bitcoin', 'Buy Bitcoin (BTC)');
  await page
    .getByRole('region', { name: 'Bitcoin price' })
    .getByRole('link', { name: 'Buy BTC' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\?trade=btc$/);
  await expect(tradeDialog(page).getByRole('heading', { name: 'Buy Bitcoin' })).toBeVisible({
    timeout: 30_000,
  });
});

test('the contact form answers with a reference', async ({ page }) => {
  await openPage(page, '/contact-us', 'Contact us');
  const field = (name: string) => page.getByRole('textbox', { name });
  await field('Name').fill('Ada Lovelace');
  await field('Email').fill(uniqueEmail('contact'));
  await field('Subject').fill('A question about deposits');
  await field('Message').fill('How long does a PayID deposit take to arrive?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-reference')).toHaveText(/\S{4,}/);
});

test('an unknown coin goes to the not-found page', async ({ page }) => {
  await page.goto('/buy/not-a-coin');
  await expect(page).toHaveURL(/not-found/);
});
