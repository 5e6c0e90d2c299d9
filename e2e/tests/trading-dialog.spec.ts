import { expect, test } from '@playwright/test';
import { sessionToken, signInAs } from '../support/stack';
import {
  api,
  audShown,
  cents,
  openDashboard,
  openTrade,
  toast,
  turnOnOneClick,
} from '../support/trading';

test.describe('the trade dialog against the real API', () => {
  test.beforeEach(async ({ page }) => {
    await turnOnOneClick(await signInAs(page));
    await openDashboard(page);
  });

  test('buys with Preview and with 1-Click, sells, and the balances and history follow', async ({
    page,
  }) => {
    const start = await audShown(page);

    // Preview → review → confirm.
    let dialog = await openTrade(page, 'Bitcoin', 'Buy');
    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('100');
    await expect(dialog.getByText('Estimated fee (0.60%)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(
      dialog.getByText('Please check the details of your order are correct'),
    ).toBeVisible();
    await expect(dialog.getByText(/This quote will refresh in \d+ secs/)).toBeVisible();
    await expect(dialog.getByText('$100.00', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your order was successful!' })).toBeVisible();
    // Said once, by the dialog: no toast as well.
    await expect(toast(page, /Order placed/)).toHaveCount(0);
    await expect(dialog.getByText(/^[\d.]+ BTC$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => audShown(page)).toBe(start - 10_000);

    // 1-Click: quote and submit at once, straight to the result.
    dialog = await openTrade(page, 'Bitcoin', 'Buy');
    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('50');
    await dialog.getByRole('button', { name: '1-Click buy' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your order was successful!' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => audShown(page)).toBe(start - 15_000);

    // Sell some of what was bought.
    dialog = await openTrade(page, 'Bitcoin', 'Sell');
    await expect(dialog.getByRole('button', { name: '1-Click buy' })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /Amount to sell/ }).fill('0.0002');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await expect(dialog.getByText('Total received')).toBeVisible();
    const received = cents(
      await dialog
        .getByText(/^\$[\d,]+\.\d{2}$/)
        .last()
        .textContent(),
    );
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your order was successful!' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect.poll(() => audShown(page)).toBe(start - 15_000 + received);

    // The history shows all three, newest first.
    const recent = page.getByRole('list', { name: 'Recent activity' });
    await expect(recent.getByRole('listitem').nth(0)).toContainText('Sold 0.0002 BTC');
    await expect(recent.getByRole('listitem').nth(1)).toContainText('Bought');
    await expect(recent.getByRole('listitem').nth(1)).toContainText('$50.00');
    await expect(recent.getByRole('listitem').nth(2)).toContainText('$100.00');
  });

  test('refreshes a quote left on the review screen, which then still executes', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dialog = await openTrade(page, 'Ethereum', 'Buy');
    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('20');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await expect(dialog.getByText('This quote will refresh in 15 secs')).toBeVisible();
    // The server holds a quote for 30 s: after two refreshes the first would have expired.
    for (let refresh = 0; refresh < 2; refresh += 1) {
      await page.waitForRequest(
        (request) => request.url().endsWith('/order/quote') && request.method() === 'POST',
        { timeout: 20_000 },
      );
      await expect(dialog.getByText('This quote will refresh in 15 secs')).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your order was successful!' })).toBeVisible();
  });

  test('Back clears the quote and returns to the amount', async ({ page }) => {
    const dialog = await openTrade(page, 'Bitcoin', 'Buy');
    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('30');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await dialog.getByRole('button', { name: '< Back' }).click();
    await expect(dialog.getByRole('heading', { name: 'Buy Bitcoin' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Amount to spend/ })).toHaveValue('30');
  });

  test('shows the failure screen when the order can no longer execute', async ({ page }) => {
    const dialog = await openTrade(page, 'Solana', 'Sell');
    await dialog.getByRole('button', { name: 'MAX' }).click();
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Review your order' })).toBeVisible();

    // Meanwhile, on another device, some of that Solana is sold.
    const token = await sessionToken();
    const quote = await api<{ quoteId: string }>('/order/quote', {
      token,
      method: 'POST',
      body: { cryptoAssetId: 'sol', orderAmount: '1', orderType: 'sell', type: 'PREVIEW' },
    });
    await api('/order/submit', {
      token,
      method: 'POST',
      headers: { 'idempotency-key': `journey-${quote.quoteId}` },
      body: {
        quoteId: quote.quoteId,
        cryptoAssetId: 'sol',
        orderAmount: '1',
        orderType: 'sell',
        type: 'preview',
      },
    });

    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your order has failed!' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('Insufficient funds');
    await dialog.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(dialog).toBeHidden();
  });
});
