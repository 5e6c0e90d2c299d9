import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { customerWithVerifiedEmail, signInWithPassword } from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shoot } from '../support/screens';
import { uniqueEmail } from '../support/shell';
import { API_URL } from '../support/stack';

const PASSWORD = 'a long enough password';

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
