import { expect, test, type Page } from '@playwright/test';
import { verifiedCustomer } from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shoot } from '../support/screens';
import { api, chooseViewMode, depositAud, openTrade } from '../support/trading';

const PASSWORD = 'a long enough password';
const COIN = { symbol: 'SOL', name: 'Solana', assetId: 'sol' };

// axe is injected as a script tag, which the page's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 240_000 });

/** A new customer, verified through the API as the verification flow would, with $1,000. */
async function fundedCustomer(page: Page) {
  const { email } = await verifiedCustomer(page, {
    tag: 'portfolio',
    name: { firstName: 'Ada', lastName: 'Parcel' },
    address: { streetAddress: '3 Lot Lane', suburb: 'Ultimo', state: 'NSW', postcode: '2007' },
    password: PASSWORD,
  });
  await depositAud('1000', email);
}

const movePrice = (body: Record<string, unknown>) =>
  api('/sandbox/market/move', { method: 'POST', body: { asset: COIN.symbol, ...body } });

/** Buys $100 of the coin through the trade dialog's review; returns the all-in line it showed. */
async function buyHundred(page: Page): Promise<string> {
  const dialog = await openTrade(page, COIN.name, 'Buy');
  await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('100');
  await dialog.getByRole('button', { name: 'Preview order' }).click();
  await expect(dialog.getByRole('heading', { name: 'Review your order' })).toBeVisible();
  const allIn = dialog.getByTestId('all-in-cost');
  await expect(allIn).toHaveText(
    /^You pay \$100\.00 for \$\d+\.\d{2} of SOL at the mid price: spread \$\d+\.\d{2}, fee \$0\.60 — 1\.\d{2} %$/,
  );
  const line = (await allIn.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your order was successful!' })).toBeVisible();
  await expect(dialog.getByTestId('all-in-cost')).toContainText('You pay $100.00 for');
  await dialog.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(dialog).toBeHidden();
  return line;
}

test.afterAll(async () => {
  await movePrice({ reset: true });
});

test('two buys at two prices: cost base, P&L, parcels with discount dates, a sale preview', async ({
  page,
}) => {
  await fundedCustomer(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('table', { name: 'Spot prices' })).toContainText(COIN.name);
  await expect(page.getByTestId('performance-empty')).toBeVisible();

  await movePrice({ price: '200' });
  const first = await buyHundred(page);
  // The spread and fee at the mid price: $100 buys coins worth less than $100 at the mid.
  expect(first).toContain('fee $0.60');
  await movePrice({ price: '250' });
  await buyHundred(page);

  // Simple mode: one line, with the total in the balance panel. What was paid is the cost
  // base, fees included.
  await expect(page.getByTestId('balance-summary').getByTestId('performance-line')).toContainText(
    /^(up|down) \$[\d,]+\.\d{2} \(\d+\.\d %\) on what you paid \(\$200\.00\)$/,
  );
  await shoot(page, 'dashboard');
  await chooseViewMode(page, 'Advanced');
  const row = page.getByTestId('performance-table').getByTestId(`performance-${COIN.symbol}`);
  await expect(row).toContainText('$200.00');

  // The balance page: the chart ends at the total shown above it.
  await page.goto('/balance');
  const total = page.getByTestId('portfolio-total');
  await expect(total).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('portfolio-chart-last')).toHaveText(
    (await total.textContent()) ?? '',
  );
  await expect(page.getByTestId('allocation-chart')).toHaveAttribute('aria-label', /SOL 100\.0 %/);
  await expectNoSeriousA11yViolations(page, 'balance with cost base');
  await shoot(page, 'balance');

  // The holding: both parcels, oldest first, each eligible for the discount in a year.
  await page.getByRole('link', { name: `Parcels of ${COIN.name}` }).click();
  await expect(page).toHaveURL(/\/balance\/sol$/);
  const parcels = page.getByTestId('parcel-row');
  await expect(parcels).toHaveCount(2);
  for (const index of [0, 1]) {
    await expect(parcels.nth(index).getByTestId('parcel-discount')).toHaveText(
      /^\d{2}\/\d{2}\/\d{4}in 36[56] days$/,
    );
  }

  // What if I sell more than the first parcel now: FIFO takes both.
  await page.getByRole('textbox', { name: 'Amount of SOL to sell' }).fill('0.5');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('sale-preview')).toBeVisible();
  await expect(page.getByTestId('preview-parcel')).toHaveCount(2);
  await expect(page.getByTestId('sale-preview')).toContainText('Capital gain');
  await page.getByRole('textbox', { name: 'Amount of SOL to sell' }).fill('5');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('sale-preview-error')).toContainText(
    /^You hold [\d.]+ SOL: preview a sale of at most that$/,
  );
  await page.getByRole('textbox', { name: 'Amount of SOL to sell' }).fill('0.5');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('sale-preview')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'holding page');
  await shoot(page, 'holding');

  // On a phone the parcels stack as cards: nothing in them scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  const cards = page.getByTestId('parcel-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('parcels-table')).toBeHidden();
  for (const index of [0, 1]) {
    await expect(cards.nth(index)).toBeVisible();
    await expect(cards.nth(index).getByTestId('parcel-discount')).toHaveText(
      /^\d{2}\/\d{2}\/\d{4}in 36[56] days$/,
    );
    expect(
      await cards.nth(index).evaluate((card) => card.scrollWidth <= card.clientWidth),
      `parcel ${index} fits 375 px`,
    ).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('bucket orders and recurring buys tell the trade dialog’s all-in cost', async ({ page }) => {
  await fundedCustomer(page);
  const line = (spend: string, of: string) =>
    new RegExp(
      `^You pay \\$${spend.replace('.', '\\.')} for \\$\\d+\\.\\d{2} of ${of} at the mid price: spread \\$\\d+\\.\\d{2}, fee \\$\\d+\\.\\d{2} — \\d+\\.\\d{2} %$`,
    );

  // A bucket: the review tells the spread and fee of every leg together, and so does the result.
  await page.goto('/buckets');
  await page
    .getByRole('article', { name: 'Steady' })
    .getByRole('button', { name: 'Buy Steady' })
    .click();
  const entry = page.getByRole('dialog', { name: 'Buy Steady' });
  await entry.getByRole('textbox', { name: /Amount to spend/ }).fill('100');
  await entry.getByRole('button', { name: 'Preview order' }).click();
  const review = page.getByRole('dialog', { name: 'Review your order' });
  await expect(review.getByTestId('all-in-cost')).toHaveText(line('100.00', 'Steady'));
  await expectNoSeriousA11yViolations(page, 'bucket review');
  await shoot(page, 'bucket-review');
  const told = (await review.getByTestId('all-in-cost').textContent()) ?? '';
  await review.getByRole('button', { name: 'Confirm order' }).click();
  const result = page.getByRole('dialog', { name: 'Your order was successful!' });
  // The order pays what its review told, to the cent (read just before confirming, so a quote
  // refreshed during the screenshots is the one compared).
  await expect(result.getByTestId('all-in-cost')).toHaveText(told);
  await shoot(page, 'bucket-result');
  await result.getByRole('button', { name: 'Done' }).click();

  // A recurring buy: each run priced now, before the plan is set up.
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Recurring buys' });
  await panel.getByRole('button', { name: 'New recurring buy' }).click();
  const form = panel.getByRole('form', { name: 'New recurring buy' });
  await form.getByLabel('Coin').selectOption({ label: `${COIN.name} (${COIN.symbol})` });
  await form.getByRole('textbox', { name: /Amount each time/ }).fill('50');
  await expect(form.getByTestId('all-in-cost')).toHaveText(line('50.00', COIN.symbol));
  await expectNoSeriousA11yViolations(page, 'recurring buy form');
  await form.scrollIntoViewIfNeeded();
  await shoot(page, 'recurring-form');
});
