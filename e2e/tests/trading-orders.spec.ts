import { expect, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { sessionToken, signInAs } from '../support/stack';
import { api, assets, chooseViewMode, depositAud, openTrade, toast } from '../support/trading';

/** Bitcoin's buy price now, in dollars. */
async function bitcoinAsk(): Promise<number> {
  const btc = (await assets()).find((asset) => asset.symbol === 'BTC');
  if (!btc?.buyPrice) throw new Error('Bitcoin has a buy price');
  return Number(btc.buyPrice.value) / 10 ** btc.buyPrice.precision;
}

/** "$1,234.56" as a number of dollars. */
const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const formatDollars = (value: number) =>
  `$${value.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const moveBitcoin = (body: Record<string, unknown>) =>
  api('/sandbox/market/move', { method: 'POST', body: { asset: 'BTC', ...body } });

async function placeLimitBuy(page: Page, amount: string, limit: number) {
  const dialog = await openTrade(page, 'Bitcoin', 'Buy');
  await dialog.locator('label', { has: page.getByRole('radio', { name: 'Limit' }) }).click();
  await expect(dialog.getByRole('heading', { name: 'Limit order: Bitcoin' })).toBeVisible();
  await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill(amount);
  await dialog.getByRole('textbox', { name: /Limit price/ }).fill(limit.toFixed(2));
  await expect(dialog.getByTestId('about-fill')).toContainText('after a fee of about');
  await dialog.getByRole('button', { name: 'Place limit buy' }).click();
  // The last: an earlier order's toast may still be showing.
  await expect(toast(page, /Order placed/).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Cancels whatever the demo customer left open, so each run starts with no open orders. */
async function cancelOpenOrders() {
  const token = await sessionToken();
  for (const order of await api<{ orderId: string; state: string }[]>('/orders', { token })) {
    if (order.state !== 'open') continue;
    await api(`/orders/${order.orderId}/cancel`, { method: 'POST', token, body: {} });
  }
}

// axe is injected as a script, which the pages' CSP would refuse.
test.use({ bypassCSP: true });

test.describe('orders that wait for a price', () => {
  test.beforeEach(cancelOpenOrders);
  test.afterEach(async ({ page }) => {
    await moveBitcoin({ reset: true });
    await cancelOpenOrders();
    await chooseViewMode(page, 'Simple');
  });

  for (const width of [1280, 375]) {
    test(`a limit buy fills when the price falls, and a cancelled one gives its money back (${width} px)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await depositAud('200');
      await signInAs(page);
      await page.goto('/dashboard');
      await chooseViewMode(page, 'Advanced');
      const panel = page.getByRole('region', { name: 'Open orders' });
      const fiat = page.getByTestId('portfolio-fiat');
      const fiatHeld = page.getByTestId('portfolio-fiat-held');
      await expect(fiat).toHaveText(/\$/);
      await expect(fiatHeld).toBeHidden();
      const available = dollars(await fiat.textContent());

      const ask = await bitcoinAsk();
      await placeLimitBuy(page, '30', ask * 0.97);
      await placeLimitBuy(page, '25', ask * 0.5);
      const orders = panel.getByRole('list', { name: 'Your open orders' });
      await expect(orders.getByRole('listitem')).toHaveCount(2);
      await expect(panel.getByTestId('held-for-orders')).toContainText('$55.00');
      // The money the orders hold is still the customer's: out of what is available, in the total.
      await expect(fiatHeld).toHaveText('+ $55.00 held by open orders');
      await expect(fiat).toHaveText(formatDollars(available - 55));
      await expectNoSeriousA11yViolations(page, `dashboard with open orders at ${width}`);
      await page.screenshot({
        path: testInfo.outputPath(`open-orders-${width}.png`),
        fullPage: true,
      });

      // The sandbox price falls 10 %: the server fills the first order on its next tick.
      await moveBitcoin({ percent: -10 });
      await expect(toast(page, /Bought [\d.]+ BTC/)).toBeVisible({ timeout: 20_000 });
      await expect(orders.getByRole('listitem')).toHaveCount(1);
      await expect(panel.getByTestId('held-for-orders')).toContainText('$25.00');
      await expect(fiatHeld).toHaveText('+ $25.00 held by open orders');

      const before = await fiat.textContent();
      await panel.getByRole('button', { name: /^Cancel Limit buy \$25\.00 of BTC/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
      await expect(confirm).toBeVisible();
      await expectNoSeriousA11yViolations(page, `cancel confirmation at ${width}`);
      await confirm.getByRole('button', { name: 'Cancel order' }).click();
      await expect(toast(page, /Order cancelled/)).toBeVisible();
      await expect(panel.getByText('No open orders.')).toBeVisible();
      await expect(fiat).not.toHaveText(before ?? '');
      await expect(fiatHeld).toBeHidden();
      await page.screenshot({
        path: testInfo.outputPath(`orders-done-${width}.png`),
        fullPage: true,
      });

      // Closed: the fill at or below its limit, and the cancelled order, latest closed first.
      await panel.locator('label', { has: page.getByRole('radio', { name: 'Closed' }) }).click();
      const closedPanel = page.getByRole('region', { name: 'Closed orders' });
      const closed = closedPanel.getByRole('list', { name: 'Your closed orders' });
      await expect(closed.getByRole('listitem').first()).toContainText('Cancelled');
      await expect(closed.getByRole('listitem').first()).toContainText('Limit buy $25.00 of BTC');
      const fill = closed.getByRole('listitem').filter({ hasText: 'Limit buy $30.00 of BTC' });
      await expect(fill.first()).toContainText('Filled');
      await expect(fill.first()).toContainText(/Limit \$[\d,.]+ · filled at \$[\d,.]+/);
      await expectNoSeriousA11yViolations(page, `closed orders at ${width}`);
      await closedPanel.screenshot({ path: testInfo.outputPath(`closed-orders-${width}.png`) });
    });
  }
});
