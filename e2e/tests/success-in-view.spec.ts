import { expect, test, type Locator } from '@playwright/test';
import { answerFirstWithdrawalWarning, customerReadyToWithdraw } from '../support/account';
import { signInAs } from '../support/stack';
import { api, chooseViewMode, openTrade, toast } from '../support/trading';

/**
 * Success in view (docs/product/screens.md#results-in-view and #toasts): a finished step's
 * result is on screen, said once, never under a toast; the review says when its price was set.
 */
test.describe.configure({ timeout: 180_000 });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of `controls` the toast's box covers, named. */
async function coveredBy(toastBox: Box, controls: Locator): Promise<string[]> {
  const covered: string[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box && overlaps(toastBox, box)) {
      covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
    }
  }
  return covered;
}

/** "3:41:07pm" on the Sydney clock, `seconds` from now. */
function sydneyClock(seconds = 0): Date {
  const at = new Date(Date.now() + seconds * 1000);
  return new Date(at.toLocaleString('en-US', { timeZone: 'Australia/Sydney' }));
}
const PRICE_TIME = /^Price refreshed at (\d{1,2}):(\d{2}):(\d{2})(am|pm)$/;

function minutesOfDay(text: string): number {
  const [, hour = '0', minute = '0', , period] = PRICE_TIME.exec(text) ?? [];
  return ((Number(hour) % 12) + (period === 'pm' ? 12 : 0)) * 60 + Number(minute);
}

for (const width of [375, 1280]) {
  test(`at ${width} px a toast clears the dialog's title and close button and the header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signInAs(page);
    await page.goto('/dashboard');
    const dialog = await openTrade(page, 'Bitcoin', 'Buy');
    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('5');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    const message = toast(page, 'The minimum buy is $10.00');
    await expect(message).toBeVisible();
    const toastBox = await page.locator('.Toastify__toast').first().boundingBox();
    expect(toastBox).not.toBeNull();
    if (!toastBox) return;
    const dialogControls = dialog.locator('h2, [aria-label="Close"]');
    expect(await dialogControls.count()).toBeGreaterThanOrEqual(2);
    expect(await coveredBy(toastBox, dialogControls), 'dialog title and close').toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`toast-over-dialog-${width}.png`) });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(message).toBeVisible();
    const header = page.getByRole('banner').locator('a[href], button');
    expect(await coveredBy(toastBox, header), 'header controls').toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`toast-on-page-${width}.png`) });
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the review says when its price was set; the receipt is in view, said once', async ({
    page,
  }) => {
    await signInAs(page);
    await page.goto('/dashboard');
    // Advanced: the review and the receipt are long, the receipt's top is what must show.
    await chooseViewMode(page, 'Advanced');
    const dialog = await openTrade(page, 'Bitcoin', 'Buy');
    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('11');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    const refreshed = dialog.getByTestId('price-refreshed-at');
    await expect(refreshed).toHaveText(PRICE_TIME);
    const first = await refreshed.innerText();
    const now = sydneyClock();
    const drift = Math.abs(minutesOfDay(first) - (now.getHours() * 60 + now.getMinutes()));
    expect(Math.min(drift, 1440 - drift), 'Sydney time, now').toBeLessThanOrEqual(1);
    await page.screenshot({ path: test.info().outputPath('trade-review-375.png') });
    // The quote refreshes every 15 s, and the time with it.
    await expect(refreshed).not.toHaveText(first, { timeout: 25_000 });
    await expect(refreshed).toHaveText(PRICE_TIME);

    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your order was successful!' })).toBeVisible();
    await expect(dialog.locator('[aria-label="Executed order"]')).toBeInViewport();
    await expect(toast(page, /Order placed/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('trade-receipt-375.png') });
    await dialog.getByRole('button', { name: 'Back to Dashboard' }).click();
    await chooseViewMode(page, 'Simple');
  });

  test("a withdrawal's result is in view and its notification makes no second toast", async ({
    page,
  }) => {
    const password = 'a long enough password';
    const { token } = await customerReadyToWithdraw(page, { tag: 'in-view', password });
    await page.goto('/profile?tab=withdraw-fiat');
    await page.getByRole('textbox', { name: 'Amount to withdraw' }).fill('50');
    await page.getByRole('button', { name: 'Review withdrawal' }).click();
    await answerFirstWithdrawalWarning(page);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    const result = page.getByTestId('withdrawal-result');
    await expect(result.getByText(/^Your withdrawal (was sent|is on its way)$/)).toBeInViewport();
    // The notification arrives (in the list) while the result shows: no toast says it again.
    await expect
      .poll(async () =>
        (await api<{ title: string }[]>('/notification', { token })).some(
          (notification) => notification.title === 'Withdrawal sent',
        ),
      )
      .toBe(true);
    await page.waitForTimeout(1_000);
    await expect(toast(page, /Withdrawal sent/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('withdrawal-result-375.png') });
  });
});
