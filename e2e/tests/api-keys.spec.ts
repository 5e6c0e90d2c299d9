import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  consolePage,
  customerWithVerifiedEmail,
  signInWithPassword,
  staffToken,
} from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { waitForEmail } from '../support/outbox';
import { shoot } from '../support/screens';
import { uniqueEmail } from '../support/shell';
import { API_URL, ORIGINS } from '../support/stack';
import { api } from '../support/trading';

const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'violet tugboat marmalade lantern';

// axe is injected as a script tag, which the page's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

/** GET /v1/balances signed as the developer page shows. */
async function signedBalances(keyId: string, secret: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', secret)
    .update([timestamp, nonce, 'GET', '/v1/balances', ''].join('\n'))
    .digest('hex');
  return fetch(`${API_URL}/v1/balances`, {
    headers: {
      'Wattle-Key': keyId,
      'Wattle-Timestamp': timestamp,
      'Wattle-Nonce': nonce,
      'Wattle-Signature': signature,
    },
  });
}

test('a customer creates an API key with step-up, uses it once, sees its last use and revokes it', async ({
  page,
}) => {
  const email = uniqueEmail('apikey');
  await customerWithVerifiedEmail(email, PASSWORD);
  await signInWithPassword(page, email, PASSWORD);
  await page.goto('/profile?tab=api-keys');
  await expect(page.getByRole('tab', { name: 'API keys', selected: true })).toBeVisible();
  await expect(page.getByText('You have no API keys yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Create a key' }).click();
  const form = page.getByRole('form', { name: 'Create an API key' });
  await form.getByLabel('Name').fill('Tax tool');
  await form.getByLabel('Password').fill('not my password');
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('That password is not correct')).toBeVisible();
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByTestId('new-api-key');
  await expect(shown.getByText('Copy the secret now')).toBeVisible();
  const secret = (await shown.getByText(/^wsk_/).textContent()) ?? '';
  const keyId = (await shown.getByText(/^[0-9a-f-]{36}$/).textContent()) ?? '';
  expect(secret).toMatch(/^wsk_[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'api-key-secret-once');

  await page.getByRole('button', { name: 'I have copied the secret' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);

  const used = await signedBalances(keyId, secret);
  expect(used.status, await used.clone().text()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('api-key-last-used')).toContainText('Last used');
  await expect(page.getByText(secret)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'api-keys-list');

  await page.getByRole('button', { name: 'Revoke Tax tool' }).click();
  await expect(page.getByText('Tax tool is revoked')).toBeVisible();
  await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
  expect((await signedBalances(keyId, secret)).status).toBe(401);
  await shoot(page, 'api-key-revoked');
});

test('locking the account from the security e-mail revokes every key, and the list says why', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('apilock');
  await customerWithVerifiedEmail(email, PASSWORD);
  const token = await signInWithPassword(page, email, PASSWORD);
  // Made through the API: the form has the journey above.
  const made = await api<{ key: { keyId: string }; secret: string }>('/user/api-keys', {
    method: 'POST',
    token,
    body: { label: 'Tax tool', scopes: ['read'], password: PASSWORD },
  });
  expect((await signedBalances(made.key.keyId, made.secret)).status).toBe(200);
  await api('/user/password', {
    method: 'POST',
    token,
    body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
  });

  const notice = await waitForEmail(email, /^The password of your Wattle account was changed/);
  expect(notice.body).toContain('revokes your API keys');
  const link = new URL(notice.link ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('any API keys are revoked for good')).toBeVisible();
  await page.getByRole('button', { name: 'Lock my account' }).click();
  await expect(
    page.getByText(/every device is signed out and any API keys are revoked\./),
  ).toBeVisible();
  // This browser's session ended with the others.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await signedBalances(made.key.keyId, made.secret)).status).toBe(401);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'account-locked');

  const again = await signInWithPassword(page, email, NEW_PASSWORD);
  await page.goto('/profile?tab=api-keys');
  await expect(page.getByText(/when you locked your account/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'api-key-revoked-by-lock');

  // Support reads why in the console, when the customer asks why their tool stopped.
  const { userId } = await api<{ userId: string }>('/user', { token: again });
  const staff = await consolePage(browser, await staffToken('support1@wattle.dev'));
  await staff.goto(`${ORIGINS.account}/support/customers/${userId}`);
  await expect(staff.getByRole('region', { name: 'API keys' })).toContainText(
    /Tax tool.*revoked .* by the customer locking the account/,
  );
  await expectNoSeriousA11yViolations(staff);
  await shoot(staff, 'api-key-revoked-by-lock-console');
});
