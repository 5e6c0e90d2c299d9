import { expect, test } from '@playwright/test';
import { consolePage, staffToken, verifiedCustomer } from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shoot } from '../support/screens';
import { animationsEnded, openAccountMenu, storedToken } from '../support/shell';
import { DEMO_PASSWORD, ORIGINS } from '../support/stack';
import { totp } from '../support/totp';
import { api, toast } from '../support/trading';

const PASSWORD = 'quokka harbour lantern sixty';

// axe is injected as a script tag, which the page's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 300_000 });

/**
 * The lost-device path's last step (docs/product/identity.md#support-reset): a customer with
 * neither authenticator nor backup code asks support from the sign-in page, support_lv2
 * approves in the console, and the customer signs in with the password and sees the hold.
 */
test('a customer without authenticator or backup code gets two-factor reset by support', async ({
  page,
  browser,
}) => {
  const customer = await verifiedCustomer(page, {
    tag: 'reset2fa',
    name: { firstName: 'Mia', lastName: 'Kowalski' },
    address: { streetAddress: '9 Wattle Street', suburb: 'Hobart', state: 'TAS', postcode: '7000' },
    password: PASSWORD,
  });
  const { secret } = await api<{ secret: string }>('/user/twoFA', {
    method: 'POST',
    token: customer.token,
    body: { userId: customer.userId },
  });
  await api('/user/twoFA/confirm', {
    method: 'POST',
    token: customer.token,
    body: { otp: totp(secret, Date.now() - 30_000) },
  });
  await page.evaluate(() => localStorage.clear());

  // The code step offers the way out; the request asks what the verified ID says.
  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByRole('button', { name: 'I can’t use my authenticator or a backup code' }).click();
  await expect(
    page.getByRole('heading', { name: 'Ask support to reset two-factor' }),
  ).toBeVisible();
  await page.getByLabel('Date of birth').fill(customer.dateOfBirth);
  await page.getByLabel('Passport or driver’s licence number').fill(customer.passport);
  await shoot(page, 'two-factor-reset-form');
  await expectNoSeriousA11yViolations(page, 'the reset request form');
  await page.getByRole('button', { name: 'Send request to support' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'reply by e-mail by' });
  await expect(page.getByRole('heading', { name: 'Request sent to Wattle support' })).toBeVisible();
  await expect(sent).toContainText('(Sydney time)');
  await expect(sent).toContainText('two-factor is turned off');
  await expect(sent).toContainText(/withdrawal destinations wait \d+ hours/);
  await shoot(page, 'two-factor-reset-sent');
  await expectNoSeriousA11yViolations(page, 'the reset request receipt');
  expect(await storedToken(page)).toBeNull();

  // support_lv2 sees the checks and approves with a reason.
  const lv2 = await consolePage(browser, await staffToken('support2@wattle.dev'));
  await lv2.goto(`${ORIGINS.account}/support/two-factor-resets`);
  const requests = lv2.getByRole('region', { name: 'Two-factor reset requests' });
  const row = requests.getByRole('listitem').filter({ hasText: customer.email });
  await expect(row).toContainText('Date of birth matches');
  await expect(row).toContainText('Document number matches their verified passport');
  await expect(row).toContainText('Waiting');
  await shoot(lv2, 'console-two-factor-resets');
  await expectNoSeriousA11yViolations(lv2, 'the two-factor resets section');
  await row.getByRole('button', { name: `Approve reset for ${customer.email}` }).click();
  const dialog = lv2.getByRole('dialog');
  await expect(dialog).toContainText('the security hold starts');
  await dialog.getByRole('textbox').fill('Date of birth and passport match the verified ID');
  await dialog.getByRole('button', { name: 'Approve reset' }).click();
  await expect(toast(lv2, `Two-factor reset for ${customer.email}.`)).toBeVisible();
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Date of birth and passport match the verified ID');
  await lv2.goto(`${ORIGINS.account}/support/audit`);
  await expect(
    lv2.getByText(/\(support2@wattle\.dev\): Approved a two-factor reset request/).first(),
  ).toBeVisible();
  await lv2.context().close();

  // The password alone signs in now, and crypto withdrawals wait out the hold.
  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => storedToken(page)).not.toBeNull();
  await page.goto('/profile?tab=withdraw-crypto');
  const hold = page.getByTestId('security-hold');
  await expect(hold).toContainText('Security hold until');
  await expect(hold).toContainText('Your two-factor authentication changed recently');
  await shoot(page, 'security-hold-after-reset');
});

/** Staff are staff (docs/product/screens.md#staff-in-the-shell). */
test('staff signed in to the shell see the support console and Log out only', async ({ page }) => {
  await page.goto('/staff/login');
  await page.getByLabel('Email').fill('support1@wattle.dev');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => storedToken(page)).not.toBeNull();
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support console' })).toBeVisible();

  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText(['Support console']);
  for (const name of ['Deposit funds', 'Home', 'Portfolio', 'Trade', 'Transfer', 'Activity']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem')).toHaveText(['Log out']);
  await page.keyboard.press('Escape');
  await shoot(page, 'staff-shell-header');

  // A phone: the one link stays in the header, and no tab bar of customer places appears.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(main.getByRole('link')).toHaveText(['Support console']);
  await expect(main).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Places' })).toHaveCount(0);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem')).toHaveText(['Log out']);
  await animationsEnded(page);
  await page.screenshot({ path: test.info().outputPath('staff-shell-menu-375.png') });
});
