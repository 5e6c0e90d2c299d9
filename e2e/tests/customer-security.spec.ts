import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createCustomer, storedToken, uniqueEmail } from '../support/shell';
import { signInWithPassword } from '../support/account';
import { DEMO_PASSWORD } from '../support/stack';
import { previousStepCode, totp } from '../support/totp';
import { api } from '../support/trading';

/**
 * Security a customer can see, and staff who are staff: 1-Click buy
 * as an opt-in, backup codes shown once and spent at sign-in, the staff log-in page, the
 * console's audit log in plain words. Screens at 1280 and 375 px.
 */

const SCREENSHOTS = 'test-results/customer-security';
const PASSWORD = 'a long enough password';
const STAFF_TOTP_SECRET = 'WATTLESTAFFDEMOTOTPSECRETA234567';
const WIDTHS = [1280, 375] as const;

// axe is added to the page as a script: the pages' own CSP would refuse it.
test.use({ bypassCSP: true });

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('1-Click buy is off until turned on with a confirmation', async ({ page }) => {
  const email = uniqueEmail('oneclick');
  await createCustomer(email, PASSWORD);
  await signInWithPassword(page, email, PASSWORD);
  await page.goto('/profile?tab=preference');
  const toggle = page.getByRole('checkbox', { name: /1-Click buy/ });
  await expect(toggle).not.toBeChecked();
  await page.locator('label', { has: toggle }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on 1-Click buy?' });
  await expect(dialog).toBeVisible();
  await shoot(page, 'one-click-confirm');
  await expectNoSeriousA11yViolations(page, 'the 1-Click confirmation');
  await dialog.getByRole('button', { name: 'Turn on 1-Click buy' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /1-Click buy/ })).toBeChecked();
});

test('two-factor set-up shows backup codes once, and one signs in when the device is lost', async ({
  page,
}) => {
  const email = uniqueEmail('backup');
  await createCustomer(email, PASSWORD);
  await page.goto('/login?next=%2Fprofile%3Ftab%3Dpreference');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  const key = (await page.getByTestId('two-factor-key').textContent())?.replace(/\s/g, '') ?? '';
  // The app's previous code: the current one stays unused for the sign-in below.
  await page.getByLabel(/6-digit code/).fill(await previousStepCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();

  const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const first = (await codes.first().textContent()) ?? '';
  expect(first).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await shoot(page, 'backup-codes');
  await expectNoSeriousA11yViolations(page, 'the backup codes');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('wattle-backup-codes.txt');
  await page.getByRole('button', { name: 'I’ve saved my codes' }).click();
  await expect(page.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();
  await expect(page.getByText(first)).toHaveCount(0);

  // Signed out, the device lost: a backup code signs in, once.
  await page.evaluate(() => localStorage.removeItem('wattle.token'));
  for (const attempt of ['first', 'again'] as const) {
    await page.goto('/login?next=%2Fnotifications');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Lost your device? Use a backup code' }).click();
    await expect(page.getByRole('heading', { name: 'Use a backup code' })).toBeVisible();
    if (attempt === 'first') await shoot(page, 'backup-code-sign-in');
    await page.getByLabel('Backup code').fill(first);
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    if (attempt === 'first') {
      await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
      await page.evaluate(() => localStorage.removeItem('wattle.token'));
    } else {
      await expect(page.getByTestId('form-error')).toHaveText(
        'That backup code is not right or was used already.',
      );
      expect(await storedToken(page)).toBeNull();
    }
  }
});

test('staff log in at the staff page, and the audit log speaks plain English', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { name: 'Staff log in' })).toBeVisible();
  await shoot(page, 'staff-login');
  await expectNoSeriousA11yViolations(page, 'the staff log-in page');
  await page.getByLabel('Email').fill('support2@wattle.dev');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Authenticator code').fill(totp(STAFF_TOTP_SECRET));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect.poll(() => storedToken(page)).not.toBeNull();
  const token = (await storedToken(page)) ?? '';

  // A search, then the audit log tells it in words, with the staff member's name.
  await api('/support/users?query=customer%40wattle.dev', { token });
  await page.goto('/support/audit');
  await expect(page.getByRole('form', { name: 'Filter the audit log' })).toBeVisible();
  await expect(
    page
      .getByText(/\(support2@wattle\.dev\): Searched customers for “customer@wattle\.dev”/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/null/)).toHaveCount(0);
  await expect(page.getByText(/times are Sydney time/)).toBeVisible();
  await shoot(page, 'audit-log');
  await expectNoSeriousA11yViolations(page, 'the audit log');
});
