import { expect, test } from '@playwright/test';
import { sessionToken, signInAs } from '../support/stack';
import {
  api,
  assets,
  cents,
  depositAud,
  openDashboard,
  openTrade,
  toast,
  turnOnOneClick,
} from '../support/trading';

test.describe('pre-order messages, against the real balances', () => {
  test.beforeEach(async ({ page }) => {
    await turnOnOneClick(await signInAs(page));
    await openDashboard(page);
  });

  test('below the minimum, above the balance, above the maximum', async ({ page }) => {
    const quotes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/order/quote')) quotes.push(request.url());
    });
    const dialog = await openTrade(page, 'Bitcoin', 'Buy');
    const amount = dialog.getByRole('textbox', { name: /Amount to spend/ });
    await expect(amount).toHaveAttribute('placeholder', /^10\.00 - [\d.]+$/);

    await amount.fill('5');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await expect(toast(page, 'The minimum buy is $10.00')).toBeVisible();

    const balance = cents(await dialog.getByTestId('available-funds').textContent());
    await amount.fill(((balance + 100) / 100).toFixed(2));
    await dialog.getByRole('button', { name: '1-Click buy' }).click();
    await expect(toast(page, 'Insufficient funds')).toBeVisible();
    expect(quotes).toEqual([]);
    await page.keyboard.press('Escape');

    // With more AUD than the $250,000 limit, the limit is what stops the order.
    await depositAud('300000');
    await page.reload();
    const again = await openTrade(page, 'Bitcoin', 'Buy');
    await expect(again.getByRole('textbox', { name: /Amount to spend/ })).toHaveAttribute(
      'placeholder',
      '10.00 - 250000.00',
    );
    await again.getByRole('textbox', { name: /Amount to spend/ }).fill('250000.01');
    await again.getByRole('button', { name: 'Preview order' }).click();
    await expect(toast(page, 'The amount entered is above the maximum allowed')).toBeVisible();
    expect(quotes).toEqual([]);
  });

  test('a balance below the minimum replaces the inputs', async ({ page }) => {
    // A coin the customer holds none of.
    const token = await sessionToken();
    let unheld: { name: string; symbol: string } | undefined;
    for (const asset of await assets()) {
      if (asset.assetId === 'aud' || !asset.sellTradeMinimum) continue;
      const { balance } = await api<{ balance: { value: string } }>(
        `/user/balances/${asset.assetId}`,
        { token },
      );
      if (balance.value === '0') {
        unheld = asset;
        break;
      }
    }
    expect(unheld, 'a coin the demo customer does not hold').toBeDefined();
    if (!unheld) return;
    const dialog = await openTrade(page, unheld.name, 'Sell');
    await expect(
      dialog.getByText(
        new RegExp(`^Insufficient funds to meet minimum sell amount of [\\d.]+ ${unheld.symbol}$`),
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Preview order' })).toBeDisabled();
  });

  test('no fiat balance: the order is rejected before any quote', async ({ page }) => {
    // The balance call fails (the network drops it): the dialog cannot know the balance.
    await page.route('**/user/balances/fiat', (route) => route.abort('connectionrefused'));
    const dialog = await openTrade(page, 'Bitcoin', 'Buy', { waitForFunds: false });
    await expect(dialog.getByTestId('available-funds')).toHaveText('Unavailable', {
      timeout: 20_000,
    });
    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('50');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await expect(toast(page, 'No fiat balance, order rejected')).toBeVisible();
  });
});
