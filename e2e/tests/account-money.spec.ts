import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  depositAudByReference,
  depositCoins,
  signInWith,
  verifiedCustomer,
  type Customer,
} from '../support/money';
import { waitForEmail } from '../support/outbox';
import { enableTwoFactor } from '../support/shell';
import { totp } from '../support/totp';
import { toast } from '../support/trading';

// axe is injected as a script: the shell's policy would rightly refuse it.
test.use({ bypassCSP: true });

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** Both widths every new screen must look finished at; the page must not scroll sideways. */
async function lookAt(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(page, name);
}

const main = (page: Page) => page.getByRole('main');

test.describe('money in and out of mf-account', () => {
  let customer: Customer;

  test.beforeAll(async () => {
    customer = await verifiedCustomer('money');
  });

  test('deposits AUD, withdraws AUD with the password, then BTC with the 2FA code', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWith(page, customer.token);

    // Deposit AUD: BSB and PayID, each with a copy button; no fees.
    await page.goto('/profile?tab=DEPOSIT_FIAT');
    await expect(main(page).getByRole('tab', { name: 'Bank Transfer' })).toBeVisible();
    await expect(main(page).getByText('BSB', { exact: true })).toBeVisible();
    await expect(
      main(page)
        .getByText(/no deposit fees/i)
        .first(),
    ).toBeVisible();
    const reference = (
      await main(page)
        .getByText(/^WT[A-Z2-9]{8}$/)
        .textContent()
    )?.trim();
    expect(reference).toBeTruthy();
    await main(page).getByRole('button', { name: 'Copy BSB' }).click();
    await expect(toast(page, 'Copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('999-001');
    await lookAt(page, 'deposit-fiat');
    await main(page).getByRole('tab', { name: 'PayID' }).click();
    await expect(main(page).getByText(/@pay\.wattle\.sandbox$/)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Copy PayID', exact: true })).toBeVisible();

    // The bank pays 500 in; the balance on the withdrawal tab shows it.
    await depositAudByReference(reference ?? '', '500');
    await page.goto('/profile?tab=withdraw-fiat');
    await expect(main(page).getByText('Available: $500.00')).toBeVisible({ timeout: 20_000 });

    // Register the bank account (step-up: the password, 2FA being off).
    await main(page).getByLabel('BSB').fill('062-000');
    await main(page).getByLabel('Account number').fill('12345678');
    await main(page)
      .getByLabel(/^Password/)
      .fill(customer.password);
    await lookAt(page, 'withdraw-fiat-register');
    await main(page).getByRole('button', { name: 'Add bank account' }).click();
    await expect(main(page).getByText('BSB 062-000 · Account ••••5678')).toBeVisible();
    await waitForEmail(customer.email, /withdrawal bank account was added/);

    // Withdraw AUD 120: amount → review → password → sent.
    const amount = main(page).getByRole('textbox', { name: 'Amount to withdraw' });
    await expect(amount).toHaveAttribute('placeholder', '$10.00 - $500.00');
    await amount.fill('120');
    await main(page).getByRole('button', { name: 'Review withdrawal' }).click();
    await main(page)
      .getByLabel(/^Password/)
      .fill(customer.password);
    await lookAt(page, 'withdraw-fiat-confirm');
    await main(page).getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(main(page).getByText('Your withdrawal was sent')).toBeVisible();
    // The notification arrives, pushed, as a toast.
    await expect(toast(page, /^Withdrawal sent: \$120\.00/)).toBeVisible();
    await main(page).getByRole('button', { name: 'Make another withdrawal' }).click();
    await expect(main(page).getByText('Available: $380.00')).toBeVisible();

    // Two-factor on; coins arrive; withdraw BTC with the code.
    const secret = await enableTwoFactor(customer.email, customer.password, (key) => totp(key));
    await depositCoins(customer.email, 'BTC', '0.05');
    await page.goto('/profile?tab=deposit-crypto');
    await expect(
      main(page).getByRole('img', { name: /QR code of your BTC deposit address/ }),
    ).toBeVisible();
    await expect(main(page).getByText(/Send only BTC on the Bitcoin network/)).toBeVisible();
    await lookAt(page, 'deposit-crypto');

    await page.goto('/profile?tab=withdraw-crypto');
    await main(page).getByLabel('BTC address').fill(BTC_ADDRESS);
    const coins = main(page).getByRole('textbox', { name: 'Amount the recipient gets' });
    await expect(coins).toHaveAttribute('placeholder', /^0\.001 BTC - 0\.0498 BTC$/);
    await coins.fill('0.01');
    await main(page).getByRole('button', { name: 'Review withdrawal' }).click();
    await expect(main(page).getByText('Network fee', { exact: true })).toBeVisible();
    // The code that turned 2FA on is spent: the authenticator's next one.
    await main(page)
      .getByLabel(/^Authenticator code/)
      .fill(totp(secret, Date.now() + 30_000));
    await lookAt(page, 'withdraw-crypto-confirm');
    await main(page).getByRole('button', { name: 'Withdraw BTC' }).click();
    await expect(main(page).getByText('Your withdrawal was sent')).toBeVisible();
    await main(page).getByRole('button', { name: 'Make another withdrawal' }).click();
    await lookAt(page, 'withdraw-crypto');
  });
});
