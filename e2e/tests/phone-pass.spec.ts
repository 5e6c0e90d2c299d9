import { expect, test, type Page } from '@playwright/test';
import { expectLivePage, uniqueEmail } from '../support/shell';
import { API_URL, ORIGINS, signInAs } from '../support/stack';
import { openTrade } from '../support/trading';

// The design pass for phones — errors that say what to do, the way back from a mistyped URL,
// Get Started, the price tables, the footer's trust: each journey looks at both widths and
// keeps a screenshot of each (test-results/…/*-1280.png, *-375.png).
const WIDTHS = [1280, 375] as const;

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

/**
 * Watches layout shifts from the first paint (docs/product/screens.md#price-tables): the sum
 * of every shift not caused by input, read once the figures have arrived.
 */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total);

test.describe('errors that say what to do', () => {
  test('an empty trade form estimates nothing; under the minimum names it', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page);
      await page.goto('/dashboard');
      const dialog = await openTrade(page, 'Bitcoin', 'Buy');
      await expect(dialog.getByTestId('available-funds')).toBeVisible();
      await expect(dialog.getByText(/You receive|Unavailable/)).toHaveCount(0);
      await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('5');
      await expect(dialog.getByText('The minimum buy is $10.00')).toBeVisible();
      await expect(dialog.getByText(/You receive/)).toHaveCount(0);
      await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('50');
      await expect(dialog.getByText('You receive')).toBeVisible();
      await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('5');
      await shoot(page, 'trade-minimum', width);
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('a mistyped URL finds its way back', () => {
  test('the site answers a path that is no route with the not-found redirect', async ({
    request,
  }) => {
    const answer = await request.get(`${ORIGINS.shell}/buy/bitcon`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    const location = new URL(answer.headers().location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(new URL('/not-found', API_URL).href);
    expect(location.searchParams.get('path')).toBe('/buy/bitcon');
    // A route is still the app.
    expect((await request.get(`${ORIGINS.shell}/buy/bitcoin`, { maxRedirects: 0 })).status()).toBe(
      200,
    );
  });

  test('the not-found page offers the coin meant and the main places', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/buy/bitcon');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      const places = page.getByRole('navigation', { name: 'Or go to' });
      for (const name of ['Prices', 'Buy crypto', 'Fees', 'Learn', 'Blog', 'Support']) {
        const link = places.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        const box = await link.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await shoot(page, 'not-found', width);
    }
    await page.getByText('Did you mean').getByRole('link', { name: 'Bitcoin' }).click();
    await expect(page).toHaveURL(/\/buy\/bitcoin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy Bitcoin (BTC)' })).toBeVisible({
      timeout: 30_000,
    });
  });
});

test('Get Started on the home page carries the e-mail into sign-up', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expectLivePage(page);
    const block = page.getByRole('region', { name: 'Enter your email to get started!' });
    const email = uniqueEmail('get-started');
    await block.getByPlaceholder('Email address').fill(email);
    const lead = page.waitForResponse(
      (response) => response.url().endsWith('/marketing') && response.request().method() === 'POST',
    );
    await block.getByRole('button', { name: 'Get Started' }).click();
    // The lead is still recorded, and the e-mail travels without the URL.
    expect((await lead).status()).toBe(200);
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
    await shoot(page, 'signup-carried', width);
  }
});

test.describe('price tables', () => {
  for (const [path, table] of [
    ['/top-100', 'Top cryptocurrencies'],
    ['/exchange-rates', 'AUD exchange rates'],
  ] as const) {
    test(`${path} keeps its place while the prices load (layout shift under 0.05)`, async ({
      page,
    }) => {
      await watchLayoutShift(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const rows = page.getByRole('table', { name: table });
        // Filled by the page script (a prerendered page) or the app, whichever comes first.
        await expect(rows.locator('[data-pending]')).toHaveCount(0, { timeout: 30_000 });
        await expect(rows.getByText(/^\$[\d,.]+$/).first()).toBeVisible();
        const shift = await layoutShift(page);
        console.log(`layout shift on ${path} at ${width} px: ${shift.toFixed(4)}`);
        expect(shift).toBeLessThan(0.05);
        await shoot(page, path.slice(1), width);
      }
    });
  }

  test('/top-100 shows market cap, 24 h volume and a 7-day line; cents coins to 4 figures', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/top-100');
    const table = page.getByRole('table', { name: 'Top cryptocurrencies' });
    const btc = table.getByRole('row').filter({ hasText: 'Bitcoin' }).first();
    await expect(btc.getByText(/^\$\d+(\.\d+)?T$/)).toBeVisible({ timeout: 30_000 });
    await expect(btc.getByText(/^\$\d+(\.\d+)?[BT]$/)).toHaveCount(2);
    await expect(btc.getByRole('img', { name: /^Bitcoin over 7 days: (up|down) / })).toBeVisible();
    const doge = table.getByRole('row').filter({ hasText: 'Dogecoin' });
    await expect(doge.getByText(/^\$0\.\d{4,6}$/)).toBeVisible();
  });
});

test('trust: the footer states the registrations, and reviews show on a phone', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('company-registration')).toContainText('ABN 12 345 678 901');
    await expect(footer.getByTestId('company-registration')).toContainText('DCE100000000-001');
    await expect(footer.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
      'href',
      '/about',
    );
    const reviews = page.getByRole('region', { name: 'What our customers say' });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews).toBeVisible();
    const next = reviews.getByRole('button', { name: 'Next review' });
    const box = await next.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await shoot(page, 'home-trust', width);
  }
});
