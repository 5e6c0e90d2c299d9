import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD, sessionToken, signInAs } from '../support/stack';
import { api, depositAud } from '../support/trading';

interface Quoted {
  quoteId: string;
}
interface HistoryPageWire {
  groups: { groupId: string; kind: string }[];
}

async function trade(
  token: string,
  order: { cryptoAssetId: string; orderAmount: string; orderType: string; targetAssetId?: string },
) {
  const { quoteId } = await api<Quoted>('/order/quote', {
    token,
    method: 'POST',
    body: { type: 'PREVIEW', ...order },
  });
  return api<{ tradeId: string }>('/order/submit', {
    token,
    method: 'POST',
    body: { ...order, quoteId, type: 'preview' },
  });
}

async function buyBucket(token: string) {
  const { quoteId } = await api<Quoted>('/bucketOrder/quote', {
    token,
    method: 'POST',
    body: { bucketId: 'steady', spend: '100' },
  });
  await api('/bucketOrder/submit', {
    token,
    method: 'POST',
    body: { quoteId, bucketId: 'steady' },
  });
}

/** The rows of the history list, newest first. */
const rows = (page: Page) =>
  page.getByRole('list', { name: 'Transactions' }).getByRole('button', { expanded: false });

/** Dollars on screen ("$1,234.56", "−$5.00") as cents. */
const cents = (text: string) => {
  const digits = text.replace(/[^\d.]/g, '');
  const value = Math.round(Number(digits) * 100);
  return /^[−-]/.test(text.trim()) ? -value : value;
};

// axe is injected as a script, which the page's CSP would refuse.
test.use({ bypassCSP: true });

test.describe('transaction history', () => {
  test('groups orders, explains transfers, filters from the URL, and reports tax', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const token = await sessionToken();
    await depositAud('2000');
    await trade(token, { cryptoAssetId: 'btc', orderAmount: '500', orderType: 'buy' });
    await trade(token, { cryptoAssetId: 'btc', orderAmount: '0.0005', orderType: 'sell' });
    await trade(token, {
      cryptoAssetId: 'btc',
      orderAmount: '0.0005',
      orderType: 'swap',
      targetAssetId: 'eth',
    });
    await buyBucket(token);
    const wire = await api<HistoryPageWire>('/transaction/history?limit=5', { token });

    await signInAs(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/transaction');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Transaction history' }),
    ).toBeVisible();

    // Four orders are four groups (a buy's Debit, Fee, Spread and Credit are one row), newest
    // first, each in plain words with both sides; the deposit that paid for them comes after.
    await expect(rows(page).first()).toBeVisible();
    const newest = (await rows(page).allTextContents()).slice(0, 5);
    expect(wire.groups.map((group) => group.kind)).toEqual([
      'bucket',
      'swap',
      'sell',
      'buy',
      'deposit',
    ]);
    expect(newest[0]).toMatch(/^Bought the Steady bucket for \$100\.00BTC · ETH · USDC/);
    expect(newest[1]).toMatch(/^Swapped 0\.0005 BTC for [\d.]+ ETH/);
    expect(newest[2]).toMatch(/^Sold 0\.0005 BTC for \$[\d,]+\.\d{2}/);
    expect(newest[3]).toMatch(/^Bought [\d.]+ BTC for \$500\.00/);
    expect(newest[4]).toMatch(/^Deposited \$2,000\.00/);
    expect(newest.join('')).toMatch(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}[ap]m/);

    // Expand the buy in place, then its details.
    const buy = page.getByRole('button', { name: /^Bought [\d.]+ BTC/ }).first();
    await buy.click();
    await expect(buy).toHaveAttribute('aria-expanded', 'true');
    const entries = page.getByRole('list', { name: 'Entries of Buy BTC' });
    await expect(entries.getByRole('listitem')).toHaveCount(4);
    await expect(entries.getByRole('listitem').first()).toContainText('Credit');
    await page.getByRole('button', { name: 'View details' }).click();
    const detail = page.getByRole('dialog', { name: 'Buy: BTC' });
    await expect(detail).toContainText(/Price\$[\d,]+\.\d{2} per BTC/);
    await expect(detail).toContainText(/Fee\$\d+\.\d{2}/);
    await expect(detail).toContainText('Spread');
    await expect(detail.getByRole('button', { name: 'Copy trade id' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('history-detail-1280.png') });
    await detail.getByRole('button', { name: 'Close' }).click();

    // A withdrawal the bank returns says why.
    await api('/banking/withdraw-account', {
      token,
      method: 'POST',
      body: {
        accountName: 'Charlotte Nguyen',
        bsb: '062-000',
        accountNumber: '12345678',
        password: DEMO_PASSWORD,
      },
    }).catch(() => undefined);
    await api('/banking/withdraw-fiat', {
      token,
      method: 'POST',
      body: { amount: '10.13', password: DEMO_PASSWORD, scamCheck: { reason: 'own_account' } },
    });
    await page.reload();
    const returned = page
      .getByRole('button', { name: /^Withdrawal of \$10\.13\s*Refunded/ })
      .first();
    await returned.click();
    await expect(
      page.getByText(/Returned: Your bank returned the payment\. Check your account details/),
    ).toBeVisible();
    await expect(page.getByText('Bank transfer').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('history-1280.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'history list');

    // Filters live in the URL: they survive a reload, and Back undoes them.
    await page.getByLabel('Type').selectOption('swap');
    await expect(page).toHaveURL(/\/transaction\?type=swap$/);
    await page.getByLabel('Asset').selectOption('ETH');
    await expect(page).toHaveURL(/\/transaction\?type=swap&asset=ETH$/);
    await page.reload();
    await expect(page.getByLabel('Type')).toHaveValue('swap');
    await expect(page.getByLabel('Asset')).toHaveValue('ETH');
    await expect(rows(page).first()).toContainText(/Swapped [\d.]+ BTC for [\d.]+ ETH/);
    expect((await rows(page).allTextContents()).every((text) => text.startsWith('Swapped'))).toBe(
      true,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/transaction\?type=swap$/);
    await expect(page.getByLabel('Asset')).toHaveValue('');

    // The tax report: the summary on screen matches the CSV's totals; the PDF downloads.
    await page.getByRole('link', { name: 'Tax report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax report' })).toBeVisible();
    const summary = page.getByLabel('Tax summary');
    await expect(summary).toBeVisible();
    const line = async (label: string) =>
      cents(
        (
          await summary
            .getByText(label, { exact: true })
            .locator('xpath=ancestor::*[3]')
            .innerText()
        )
          .split('\n')
          .at(-1) ?? '',
      );
    const shown = {
      gains: await line('Capital gains'),
      losses: await line('Capital losses'),
      net: await line('Net capital gain or loss'),
      discount: await line('Gains eligible for the CGT discount'),
    };
    await expect(page.getByText('This is not tax advice')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('tax-1280.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'tax report');

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = await readFile((await csvDownload.path()) ?? '', 'utf8');
    const total = (label: string) => {
      // A label with a comma is quoted (RFC 4180).
      const found = csv
        .split('\r\n')
        .find((row) => row.startsWith(`${label},`) || row.startsWith(`"${label}",`));
      return Math.round(Number(found?.split(',').at(-1)) * 100);
    };
    expect(total('Capital gains (AUD)')).toBe(shown.gains);
    expect(total('Capital losses (AUD)')).toBe(shown.losses);
    expect(total('Net capital gain or loss (AUD)')).toBe(shown.net);
    expect(total('Gains held over 12 months, discount eligible (AUD)')).toBe(shown.discount);

    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toMatch(/^wattle-tax-report-FY\d{4}\.pdf$/);
    const pdf = await readFile((await pdfDownload.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // 375 px: no sideways scroll on either tab.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('tax-375.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.goto('/transaction');
    await expect(rows(page).first()).toBeVisible();
    await page
      .getByRole('button', { name: /^Bought [\d.]+ BTC/ })
      .first()
      .click();
    await page.screenshot({ path: testInfo.outputPath('history-375.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectNoSeriousA11yViolations(page, 'history list at 375 px');
  });
});
