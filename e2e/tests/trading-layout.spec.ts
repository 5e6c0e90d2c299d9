import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/stack';
import {
  chooseViewMode,
  coinSheet,
  openDashboard,
  openTrade,
  tradeDialog,
} from '../support/trading';

test.use({ bypassCSP: true });

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, 'the page never scrolls sideways').toBeLessThanOrEqual(widths.viewport);
}

test.describe('trading pages on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fit the screen; the portfolio shows 3 and the rest on demand; a row tap opens the coin', async ({
    page,
  }) => {
    await signInAs(page);
    await openDashboard(page);
    await noSidewaysScroll(page);

    const holdings = page.getByRole('list', { name: 'Your crypto' });
    await expect(holdings.getByRole('listitem')).toHaveCount(3);
    const more = page.getByRole('button', { name: /^Show \d+ more$/ });
    await more.click();
    await expect(page.getByRole('list', { name: 'More of your crypto' })).toBeVisible();
    await expect(page.getByText('<$1.00 each')).toBeVisible();

    // Anywhere on the row: its price, not only its name.
    await page
      .getByTestId('spot-row-eth')
      .getByText(/^\$[\d,.]+/)
      .first()
      .click();
    const sheet = coinSheet(page, 'Ethereum');
    await expect(sheet.getByText('24 h change')).toBeVisible();
    await sheet.getByRole('button', { name: 'Buy Ethereum' }).click();
    await expect(sheet).toBeHidden();
    const dialog = tradeDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Buy Ethereum' })).toBeVisible();
    // Measured once the opening animation has settled.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(375);
    expect((await dialog.boundingBox())?.height).toBeGreaterThanOrEqual(812);
    await expectNoSeriousA11yViolations(page, 'trade dialog at 375 px');
    await page.keyboard.press('Escape');

    for (const path of ['/balance', '/buckets']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page, `${path} at 375 px`);
    }
  });
});

test.describe('trading pages are accessible', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page);
  });

  test('dashboard, every dialog step, balance and buckets pass axe', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByTestId('portfolio-total')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard');

    await chooseViewMode(page, 'Advanced');
    await expect(page.getByTestId('price-chart')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard, advanced');
    await chooseViewMode(page, 'Simple');

    const dialog = await openTrade(page, 'Bitcoin', 'Buy');
    await expectNoSeriousA11yViolations(page, 'trade dialog entry');
    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('11');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'trade dialog review');
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your order was successful!' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'trade dialog success');
    await dialog.getByRole('button', { name: 'Back to Dashboard' }).click();

    await page.goto('/balance');
    await expect(page.getByTestId('portfolio-chart')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'balance');

    await page.goto('/buckets');
    await expect(page.getByRole('article', { name: 'Steady' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'buckets');
  });

  test('the dialog is keyboard-driven: focus stays inside, Escape closes it', async ({ page }) => {
    await page.goto('/dashboard');
    await openTrade(page, 'Bitcoin', 'Buy');
    const dialog = tradeDialog(page);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `focus after ${step + 1} tabs`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buy Bitcoin', exact: true })).toBeFocused();
  });

  test('an unknown page inside the remote goes to the not-found page', async ({ page }) => {
    await page.goto('/balance/nowhere');
    await expect(page).toHaveURL(/\/not-found/);
  });
});
