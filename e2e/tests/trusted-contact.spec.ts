import { expect, test, type Page } from '@playwright/test';
import {
  answerFirstWithdrawalWarning,
  verifiedCustomer,
  type VerifiedCustomer,
} from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { waitForEmail } from '../support/outbox';
import { shoot } from '../support/screens';
import { api, toast } from '../support/trading';

const PASSWORD = 'a long enough password';

// axe is injected as a script tag, which the page's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 300_000 });

/** A verified customer with `aud` dollars and their own bank account, signed in on `page`. */
async function readyCustomer(page: Page, tag: string, aud: string): Promise<VerifiedCustomer> {
  const customer = await verifiedCustomer(page, {
    tag,
    name: { firstName: 'Jordan', lastName: 'Nguyen' },
    address: {
      streetAddress: '9 Wattle Street',
      suburb: 'Fitzroy',
      state: 'VIC',
      postcode: '3065',
    },
    password: PASSWORD,
  });
  await api('/sandbox/deposits/fiat', {
    method: 'POST',
    body: { userId: customer.userId, amount: aud },
  });
  await api('/banking/withdraw-account', {
    method: 'POST',
    token: customer.token,
    body: {
      accountName: 'Jordan Nguyen',
      bsb: '062-000',
      accountNumber: '12345678',
      password: PASSWORD,
    },
  });
  return customer;
}

test('a trusted contact is told of a large withdrawal, which waits the chosen delay', async ({
  page,
}) => {
  await readyCustomer(page, 'trusted', '15000');
  const contactEmail = `contact-${Date.now()}@example.net`;

  await page.goto('/profile?tab=preference');
  const section = page.getByRole('region', { name: 'Trusted contact' });
  await section.getByRole('textbox', { name: 'Their name' }).fill('Morgan Nguyen');
  await section.getByRole('textbox', { name: 'Their e-mail address' }).fill(contactEmail);
  await section.getByRole('combobox', { name: 'Protective delay' }).selectOption('24');
  await section.getByRole('button', { name: 'Save trusted contact' }).click();
  await expect(toast(page, 'Trusted contact saved')).toBeVisible();
  await expect(section.getByRole('definition').filter({ hasText: contactEmail })).toBeVisible();
  await expect(section).toContainText('24 hours before it is sent');
  await waitForEmail(contactEmail, /named you as their trusted contact/);
  await expectNoSeriousA11yViolations(page, 'preferences, trusted contact');
  await shoot(page, 'trusted-contact');

  await page.goto('/profile?tab=withdraw-fiat');
  await page.getByRole('textbox', { name: 'Amount to withdraw' }).fill('10000');
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
  await answerFirstWithdrawalWarning(page);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(
    page.getByText('Withdrawal waiting for your protective delay', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /it goes at .*Sydney time/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to withdrawals' }).click();
  // Waiting is not an error: the amount step starts clean.
  await expect(page.getByRole('alert').filter({ hasText: 'As you chose' })).toHaveCount(0);
  const waiting = page.getByRole('region', { name: 'Waiting withdrawals' });
  await expect(waiting).toContainText('$10,000.00');
  await expect(waiting).toContainText(/Goes at .*, unless you cancel it/);
  await expectNoSeriousA11yViolations(page, 'a withdrawal waiting its protective delay');
  await shoot(page, 'protective-delay');

  const told = await waitForEmail(contactEmail, /Jordan Nguyen asked Wattle to send \$10,000\.00/);
  expect(told.body).toMatch(/goes at .* unless they cancel it first/);
  expect(told.body).not.toMatch(/https?:\/\//);
  expect(told.link).toBeNull();

  await waiting.getByRole('button', { name: 'Cancel this withdrawal' }).click();
  // Called off: the list empties, and nothing left the balance.
  await expect(page.getByRole('region', { name: 'Waiting withdrawals' })).toHaveCount(0);
  await expect(page.getByText('Available:')).toContainText('$15,000.00');
});

test('changing the sign-in e-mail takes a code to the new address and starts the hold', async ({
  page,
}) => {
  const customer = await readyCustomer(page, 'newmail', '100');
  const newEmail = `moved-${Date.now()}@example.org`;

  await page.goto('/profile?tab=personal-information');
  const section = page.getByRole('region', { name: 'Change e-mail' });
  await section.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await section.getByLabel(/^Current password/).fill(PASSWORD);
  await section.getByRole('button', { name: 'Send a code to the new address' }).click();
  await expect(section.getByRole('status')).toContainText(`We sent a 6-digit code to ${newEmail}`);
  await shoot(page, 'email-change-code');
  const sent = await waitForEmail(newEmail, /Confirm your new e-mail address/);
  const code = /\b(\d{6})\b/.exec(sent.body)?.[1] ?? '';
  await section.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
  await section.getByRole('button', { name: 'Confirm new e-mail' }).click();
  await expect(section.getByRole('status')).toContainText(`Your sign-in e-mail is now ${newEmail}`);
  await expect(page.getByRole('definition').filter({ hasText: newEmail })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'e-mail changed');
  await shoot(page, 'email-changed');

  const told = await waitForEmail(customer.email, /The e-mail address of your Wattle account/);
  expect(told.link).toMatch(/\/lock-account\?token=/);

  await page.goto('/profile?tab=withdraw-crypto');
  const hold = page.getByTestId('security-hold');
  await expect(hold).toContainText('Security hold until');
  await expect(hold).toContainText('Your e-mail address changed recently');
  await expect(page.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
  await shoot(page, 'email-change-hold');
});
