import { expect, test, type Page } from '@playwright/test';
import { PROFILE_TABS, SIGNED_IN_ROUTES } from '../support/routes';
import { animationsEnded } from '../support/shell';
import { signInAs } from '../support/stack';
import { smallTapTargets } from '../support/tap-targets';
import { chooseViewMode, coinSheet, tradeDialog } from '../support/trading';

/**
 * On a 375 px phone every control on every signed-in page is at least 44×44 px
 * (docs/product/screens.md#tap-targets), measured, not glanced at; the exemptions (links in
 * running text, hidden inputs measured by their labels) are in `smallTapTargets`.
 */
test.use({ viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 300_000 });

async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await animationsEnded(page);
}

test('every control on every signed-in page is at least 44×44 px', async ({ page }) => {
  await signInAs(page);
  for (const path of [...SIGNED_IN_ROUTES, ...PROFILE_TABS]) {
    await settled(page, path);
    expect.soft(await smallTapTargets(page), `${path} at 375 px`).toEqual([]);
  }
});

test('the dashboard in both modes and its coin sheet', async ({ page }) => {
  await signInAs(page);
  await settled(page, '/dashboard');
  for (const mode of ['Advanced', 'Simple'] as const) {
    await chooseViewMode(page, mode);
    await expect(page.getByRole('table', { name: 'Spot prices' })).toContainText('Bitcoin');
    await page.waitForLoadState('networkidle');
    expect.soft(await smallTapTargets(page), `dashboard, ${mode}`).toEqual([]);
  }
  await page.getByRole('button', { name: /^Bitcoin BTC / }).click();
  const sheet = coinSheet(page, 'Bitcoin');
  await expect(sheet.getByRole('button', { name: 'Buy Bitcoin' })).toBeVisible();
  await animationsEnded(page);
  expect.soft(await smallTapTargets(page, '[role="dialog"]'), 'coin sheet').toEqual([]);
  const buy = await sheet.getByRole('button', { name: 'Buy Bitcoin' }).boundingBox();
  expect(buy?.width, 'Buy spans half the sheet').toBeGreaterThan(140);
  await page.screenshot({ path: test.info().outputPath('coin-sheet-375.png') });

  // Its Buy opens the trade dialog, whose controls are a thumb's size too.
  await sheet.getByRole('button', { name: 'Buy Bitcoin' }).click();
  await expect(sheet).toBeHidden();
  const dialog = tradeDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Buy Bitcoin' })).toBeVisible();
  await expect(dialog.getByTestId('available-funds')).toBeVisible();
  await animationsEnded(page);
  expect.soft(await smallTapTargets(page, '[role="dialog"]'), 'trade dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // On a wide screen the same sheet is a modal.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: /^Bitcoin BTC / }).click();
  await expect(sheet.getByRole('button', { name: 'Buy Bitcoin' })).toBeVisible();
  await animationsEnded(page);
  await page.screenshot({ path: test.info().outputPath('coin-sheet-1280.png') });
});
