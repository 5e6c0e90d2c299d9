import { expect, test, type Page } from '@playwright/test';
import { expectLivePage, uniqueEmail } from '../support/shell';
import { signInAs } from '../support/stack';
import { tradeDialog } from '../support/trading';

async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  // A full load fetches the shell and a remote: generous on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 30_000,
  });
  // The live page has replaced the prerendered one (whose forms are inert until then).
  await expectLivePage(page);
  // Prices poll every 15 s, so the network is never idle: wait for what loads first instead.
  await expect(page.locator('[aria-label^="Loading"]')).toHaveCount(0);
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

// Every page, its heading, width and axe, for visitors and customers: route-sweep.spec.ts.

test('Buy on a coin page opens a customer’s trade dialog', async ({ page }) => {
  await signInAs(page);
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
  await page.goto('/contact-us');
  await expect(page.locator('[data-static-page]')).toHaveCount(1);
  const field = (name: string) => page.getByRole('textbox', { name });
  // The tap into the form starts the app; the name typed meanwhile is kept by the live form.
  await field('Name').click();
  await page.keyboard.type('Ada Lovelace', { delay: 40 });
  await expectLivePage(page);
  await expect(field('Name')).toHaveValue('Ada Lovelace');
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
