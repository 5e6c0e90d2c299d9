import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { sessionToken, signInAs } from '../support/stack';
import { api, cents, depositAud, openTrade } from '../support/trading';

interface WireAmount {
  value: string;
  precision: number;
}

/**
 * A coin figure as every screen must show it (docs/product/trading.md#rounding): at the coin's
 * 8 decimals (BTC, ETH), rounded down, trailing zeros dropped.
 */
function coinText({ value, precision }: WireAmount, symbol: string): string {
  const digits = value.padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = digits
    .slice(digits.length - precision)
    .slice(0, 8)
    .replace(/0+$/, '');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''} ${symbol}`;
}

/** The value beside a label in a summary list (receipt, review). */
function summaryValue(scope: Locator, label: string): Promise<string> {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::*[1]')
    .innerText();
}

/** "DebitAUD−$98.90" → −9890: an entry's AUD in cents, signed as shown. */
function entryCents(text: string): number {
  const match = /([+−-])\$([\d,]+\.\d{2})$/.exec(text.trim());
  if (!match?.[1] || !match[2]) throw new Error(`not an AUD entry: ${text}`);
  const value = cents(`$${match[2]}`);
  return match[1] === '+' ? value : -value;
}

const historyRows = (page: Page) =>
  page.getByRole('list', { name: 'Transactions' }).getByRole('article');
const recent = (page: Page) => page.getByRole('list', { name: 'Recent activity' });

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

// axe is injected as a script, which the page's CSP would refuse.
test.use({ bypassCSP: true });

test('a buy, a sell, a swap and a bucket show the same figures on every screen', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = await sessionToken();
  await depositAud('1000');
  await signInAs(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await expect(recent(page).getByRole('listitem').first()).toContainText('Deposited $1,000.00');

  // A buy: the receipt's coins and total are the figures recent activity and history use.
  let dialog = await openTrade(page, 'Bitcoin', 'Buy');
  await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('100');
  await dialog.getByRole('button', { name: 'Preview order' }).click();
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your order was successful!' })).toBeVisible();
  const bought = await summaryValue(dialog, 'You bought');
  const spent = await summaryValue(dialog, 'Total spent');
  expect(bought).toMatch(/^0\.\d{1,8} BTC$/);
  expect(spent).toBe('$100.00');
  await dialog.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(recent(page).getByRole('listitem').first()).toContainText(
    `Bought ${bought} for ${spent}`,
  );

  // The holding, "Available" and MAX are one figure: the balance at the coin's decimals.
  const { balance } = await api<{ balance: WireAmount }>('/user/balances/btc', { token });
  const held = coinText(balance, 'BTC');
  await expect(page.getByTestId('holding-BTC')).toContainText(held);
  dialog = await openTrade(page, 'Bitcoin', 'Sell');
  await expect(dialog.getByTestId('available-funds')).toHaveText(held);
  const amount = dialog.getByRole('textbox', { name: /Amount to sell/ });
  await dialog.getByRole('button', { name: 'MAX' }).click();
  await expect(amount).toHaveValue(held.replace(' BTC', '').replace(/,/g, ''));

  // A sell: what the receipt says was received is what history says.
  await amount.fill('0.0002');
  await dialog.getByRole('button', { name: 'Preview order' }).click();
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your order was successful!' })).toBeVisible();
  const sold = await summaryValue(dialog, 'You sold');
  const received = await summaryValue(dialog, 'Total received');
  expect(sold).toBe('0.0002 BTC');
  await dialog.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(recent(page).getByRole('listitem').first()).toContainText(
    `Sold ${sold} for ${received}`,
  );

  // A swap: the two coins, as the order answered them.
  const swap = {
    cryptoAssetId: 'btc',
    orderAmount: '0.0002',
    orderType: 'swap',
    targetAssetId: 'eth',
  };
  const { quoteId } = await api<{ quoteId: string }>('/order/quote', {
    token,
    method: 'POST',
    body: { type: 'PREVIEW', ...swap },
  });
  const swapped = await api<{ swapLeg: { receiveAmount: WireAmount } }>('/order/submit', {
    token,
    method: 'POST',
    body: { ...swap, quoteId, type: 'preview' },
  });
  const swapWords = `Swapped 0.0002 BTC for ${coinText(swapped.swapLeg.receiveAmount, 'ETH')}`;

  // A bucket, through its dialog: its result lists each coin as history will.
  await page.goto('/buckets');
  await page
    .getByRole('article', { name: 'Steady' })
    .getByRole('button', { name: 'Buy Steady' })
    .click();
  const bucket = page.getByRole('dialog', { name: 'Buy Steady' });
  await expect(bucket.getByTestId('available-funds')).toBeVisible();
  await bucket.getByRole('textbox', { name: /Amount to spend/ }).fill('100');
  await bucket.getByRole('button', { name: 'Preview order' }).click();
  await page
    .getByRole('dialog', { name: 'Review your order' })
    .getByRole('button', { name: 'Confirm order' })
    .click();
  const result = page.getByRole('dialog', { name: 'Your order was successful!' });
  const coinsBought = result.getByRole('list', { name: 'Coins bought' }).getByRole('listitem');
  await expect(coinsBought).toHaveCount(3);
  const bucketLines = (await coinsBought.allInnerTexts()).map((line) => line.trim());
  const bucketSpent = await summaryValue(result, 'Total spent');
  await result.getByRole('button', { name: 'Done' }).click();

  await page.goto('/dashboard');
  const lines = recent(page).getByRole('listitem');
  await expect(lines.nth(0)).toContainText(`Bought the Steady bucket for ${bucketSpent}`);
  await expect(lines.nth(1)).toContainText(swapWords);
  await expect(lines.nth(2)).toContainText(`Sold ${sold} for ${received}`);
  await expect(lines.nth(3)).toContainText(`Bought ${bought} for ${spent}`);
  await expect(lines.nth(4)).toContainText('Deposited $1,000.00');
  await page.screenshot({ path: testInfo.outputPath('recent-activity-1280.png'), fullPage: true });

  // History: the same words, and entries that add up to them.
  await page.goto('/transaction');
  const rows = historyRows(page);
  await expect(rows.nth(0)).toContainText(`Bought the Steady bucket for ${bucketSpent}`);
  await expect(rows.nth(1)).toContainText(swapWords);
  await expect(rows.nth(2)).toContainText(`Sold ${sold} for ${received}`);
  await expect(rows.nth(3)).toContainText(`Bought ${bought} for ${spent}`);

  await rows.nth(3).getByRole('button').first().click();
  const buyEntries = rows.nth(3).getByRole('list', { name: 'Entries of Buy BTC' });
  const buyTexts = await buyEntries.getByRole('listitem').allInnerTexts();
  const audOut = buyTexts.filter((text) => /AUD/.test(text)).map(entryCents);
  expect(audOut.reduce((sum, value) => sum + value, 0)).toBe(-cents(spent));
  expect(buyTexts.find((text) => /^Credit/.test(text))?.replace(/\s+/g, ' ')).toContain(
    `+${bought}`,
  );
  // The row carries the time; its entries do not repeat it.
  await expect(buyEntries).not.toContainText(/\d{1,2}:\d{2}[ap]m/);

  await rows.nth(2).getByRole('button').first().click();
  const sellTexts = await rows
    .nth(2)
    .getByRole('list', { name: 'Entries of Sell BTC' })
    .getByRole('listitem')
    .allInnerTexts();
  const audIn = sellTexts.filter((text) => /AUD/.test(text)).map(entryCents);
  expect(audIn.reduce((sum, value) => sum + value, 0)).toBe(cents(received));

  // A swap opens to its coins and costs, not the AUD between the coins.
  await rows.nth(1).getByRole('button').first().click();
  const swapTexts = (
    await rows
      .nth(1)
      .getByRole('list', { name: /^Entries of Swap/ })
      .getByRole('listitem')
      .allInnerTexts()
  ).map((text) => text.replace(/\s+/g, ' '));
  expect(swapTexts.some((text) => text.startsWith('Debit BTC'))).toBe(true);
  expect(swapTexts.some((text) => text.startsWith('Credit ETH'))).toBe(true);
  expect(swapTexts.filter((text) => /^(Credit|Debit) AUD/.test(text))).toEqual([]);

  await rows.nth(0).getByRole('button').first().click();
  const historyCoins = rows
    .nth(0)
    .getByRole('list', { name: 'Coins bought' })
    .getByRole('listitem');
  expect((await historyCoins.allInnerTexts()).map((line) => line.trim())).toEqual(bucketLines);
  await page.screenshot({ path: testInfo.outputPath('history-1280.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'history in plain words');

  // A phone: the same rows, nothing sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('history-375.png'), fullPage: true });
  await noSidewaysScroll(page);
  await page.goto('/dashboard');
  await expect(recent(page).getByRole('listitem').first()).toContainText('Steady bucket');
  await recent(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('recent-activity-375.png'), fullPage: true });
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'recent activity at 375 px');
});
