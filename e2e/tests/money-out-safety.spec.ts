import { expect, test, type Page } from '@playwright/test';
import { consolePage, customerReadyToWithdraw, staffToken } from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shoot } from '../support/screens';
import { ORIGINS } from '../support/stack';
import { api, toast } from '../support/trading';

const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'violet tugboat marmalade lantern';

// axe is injected as a script tag, which the page's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 300_000 });

const readyCustomer = (page: Page) =>
  customerReadyToWithdraw(page, { tag: 'scam', password: PASSWORD });

test('a risky first withdrawal waits for support, who release it from the console', async ({
  page,
  browser,
}) => {
  await readyCustomer(page);
  await page.goto('/profile?tab=withdraw-fiat');
  await page.getByRole('textbox', { name: 'Amount to withdraw' }).fill('50');
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(page.getByText('First withdrawal to this destination: is it a scam?')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'first-withdrawal warning');
  await shoot(page, 'first-withdrawal-warning');
  await page
    .getByRole('combobox', { name: /Why are you making this withdrawal/ })
    .selectOption('asked_by_someone');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByText('Withdrawal paused for review', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your money stays in your balance' }),
  ).toBeVisible();
  await shoot(page, 'withdrawal-paused');

  const staff = await consolePage(browser, await staffToken('support2@wattle.dev'));
  await staff.goto(`${ORIGINS.account}/support/paused-withdrawals`);
  const card = staff.getByRole('region', { name: 'Withdrawals paused for review' });
  await expect(card).toContainText('Someone asked me to move my money');
  await expectNoSeriousA11yViolations(staff, 'support console, paused withdrawals');
  await shoot(staff, 'support-paused-withdrawals');
  await card
    .getByRole('button', { name: /^Release 50 AUD/ })
    .first()
    .click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Called the customer: paying their own builder');
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(toast(staff, '50 AUD released.')).toBeVisible();
  await staff.context().close();
});

test('after a password change, crypto withdrawals show the security hold and its end', async ({
  page,
}) => {
  const { token } = await readyCustomer(page);
  await api('/user/password', {
    method: 'POST',
    token,
    body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
  });
  await page.goto('/profile?tab=withdraw-crypto');
  const hold = page.getByTestId('security-hold');
  await expect(hold).toContainText('Security hold until');
  await expect(hold).toContainText('Your password changed recently');
  await expectNoSeriousA11yViolations(page, 'withdraw crypto under a security hold');
  await shoot(page, 'security-hold');
});
