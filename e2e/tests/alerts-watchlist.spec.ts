import { expect, test } from '@playwright/test';
import { signInWithPassword } from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { waitForEmail } from '../support/outbox';
import { shoot } from '../support/screens';
import { uniqueEmail } from '../support/shell';
import { API_URL } from '../support/stack';
import { api, chooseViewMode, toast } from '../support/trading';

const PASSWORD = 'a long enough password';

// axe is injected as a script tag, which the page's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 240_000 });

/** The sandbox market: a coin's live price moved, or put back to the walk. */
function movePrice(body: Record<string, unknown>) {
  return api<{ mid: string }>('/sandbox/market/move', { method: 'POST', body });
}

/**
 * A visitor asks for an alert on a coin page, signs up, logs in and is back at the coin with
 * the form open; the price crosses and the alert arrives live, in the bell and by e-mail. Then
 * the same customer stars a coin and sees it first on the dashboard, in both modes.
 */
test.describe.serial('price alerts and the watchlist', () => {
  const email = uniqueEmail('alerts');

  test.afterAll(async () => {
    await movePrice({ asset: 'SOL', reset: true });
  });

  test('a visitor sets an alert through sign-up and receives it', async ({ page }) => {
    const { mid } = await movePrice({ asset: 'SOL', reset: true });
    const level = (Number(mid) * 1.1).toFixed(2);

    await page.goto('/buy/solana');
    await page.getByRole('link', { name: 'Set a price alert' }).click();
    await expect(page).toHaveURL(/\/signup\?next=/);
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Watts');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    const message = await waitForEmail(email, /verify/i);
    const token = new URL(message.link ?? '').searchParams.get('token');
    const verified = await fetch(`${API_URL}/user/verify/token`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(verified.ok).toBe(true);

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();

    // Back at the coin, signed in, with the alert form open.
    await expect(page).toHaveURL(/\/buy\/solana\?alert=open$/);
    const dialog = page.getByRole('dialog', { name: 'Price alert for Solana' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Price (AUD)').fill(level);
    await expectNoSeriousA11yViolations(page, 'coin page alert form');
    await shoot(page, 'coin-alert-form');
    await dialog.getByRole('button', { name: 'Set alert' }).click();
    await expect(toast(page, 'Alert set for Solana.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/buy\/solana$/);

    // The price crosses: the tick tells the customer live, in the bell and by e-mail.
    await movePrice({ asset: 'SOL', percent: 25 });
    await expect(toast(page, /SOL is \$[\d,.]+ now, past your alert at/)).toBeVisible({
      timeout: 20_000,
    });
    const mail = await waitForEmail(email, /^SOL is above \$/);
    expect(mail.body).toMatch(/now off/);

    await page.goto('/profile?tab=preference');
    const list = page.getByRole('list', { name: 'Your price alerts' });
    await expect(list.getByText('Done')).toBeVisible();
    await expect(list.getByText(/^Above \$[\d,]+\.\d\d, once, by e-mail too$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'preferences with alerts');
    await shoot(page, 'preferences-alerts');
    await movePrice({ asset: 'SOL', reset: true });
  });

  test('a customer stars a coin and sees it first, in both modes', async ({ page }) => {
    await signInWithPassword(page, email, PASSWORD);
    await page.goto('/dashboard');
    const table = page.getByRole('table', { name: 'Spot prices' });
    await chooseViewMode(page, 'Advanced');
    await expect(table.getByTestId('spot-row-btc')).toBeVisible();
    const star = table.getByRole('button', { name: 'Star Stellar' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(table.locator('tbody tr').first()).toHaveAttribute('data-testid', 'spot-row-xlm');
    await expectNoSeriousA11yViolations(page, 'dashboard with a starred coin');
    await shoot(page, 'dashboard-advanced-starred');

    // Kept on the server: simple mode, after a reload, lists it first too.
    await chooseViewMode(page, 'Simple');
    await page.reload();
    await expect(table.locator('tbody tr').first()).toHaveAttribute('data-testid', 'spot-row-xlm');
    await shoot(page, 'dashboard-simple-starred');

    // The bell on a row opens the alert form for that coin.
    await table.getByRole('button', { name: 'Set a price alert for Stellar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Price alert for Stellar' });
    await dialog.getByLabel('Tell me when').selectOption('move');
    await dialog.getByLabel('Move (%)').fill('15');
    await expectNoSeriousA11yViolations(page, 'dashboard alert form');
    await dialog.getByRole('button', { name: 'Set alert' }).click();
    await expect(toast(page, 'Alert set for Stellar.')).toBeVisible();
  });
});
