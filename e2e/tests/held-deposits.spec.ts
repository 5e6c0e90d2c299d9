import { expect, test, type Page } from '@playwright/test';
import {
  customerWithVerifiedEmail,
  internationalMobile,
  latestSmsCode,
  signInWithPassword,
  uniqueMobile,
} from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { uniqueEmail } from '../support/shell';
import { API_URL, DEMO_PASSWORD, ORIGINS } from '../support/stack';
import { totp } from '../support/totp';
import { api, toast } from '../support/trading';

const PASSWORD = 'a long enough password';
/** The sandbox authenticator secret of the demo support2 (api/src/seed/demo-users.ts). */
const STAFF_TOTP_SECRET = 'WATTLESTAFFDEMOTOTPSECRETA234567';
const REASON = 'Source of funds under review';
const SENDER = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

// axe is injected as a script tag, which the page's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 240_000 });

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
        message: `${name} fits ${width} px`,
      })
      .toBe(true);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A customer verified through the API as the verification flow would: mobile, then passport. */
async function verifiedCustomer(page: Page): Promise<{ token: string; userId: string }> {
  const email = uniqueEmail('held');
  await customerWithVerifiedEmail(email, PASSWORD, { firstName: 'Harper', lastName: 'Nguyen' });
  const token = await signInWithPassword(page, email, PASSWORD);
  const mobile = uniqueMobile();
  await api('/user/verify/phone', { method: 'POST', token, body: { phoneNumber: mobile } });
  const otp = await latestSmsCode(internationalMobile(mobile));
  await api('/user/verify/phone', { method: 'POST', token, body: { phoneNumber: mobile, otp } });
  await api('/user/kyc', {
    method: 'POST',
    token,
    body: {
      identityType: 'passport',
      address: {
        streetAddress: '12 Wattle Street',
        suburb: 'Surry Hills',
        state: 'NSW',
        postcode: '2010',
      },
    },
  });
  await api('/user/kyc/passport', {
    method: 'PUT',
    token,
    body: {
      passportNo: 'PA7654321',
      passportExpiry: '01/01/2032',
      givenNames: 'Harper',
      lastName: 'Nguyen',
      dateOfBirth: '01/01/1990',
    },
  });
  const { userId } = await api<{ userId: string }>('/user', { token });
  return { token, userId };
}

async function staffToken(email: string): Promise<string> {
  const { token } = await api<{ token: string }>('/auth/login-admin', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD, otp: totp(STAFF_TOTP_SECRET) },
  });
  return token;
}

test('a deposit that arrives while deposits are paused is held, said in words, and released by support', async ({
  page,
  browser,
}) => {
  const { token, userId } = await verifiedCustomer(page);
  const support2 = await staffToken('support2@wattle.dev');
  await api(`/support/users/${userId}/permissions/DEPOSIT_FIAT/suspend`, {
    method: 'POST',
    token: support2,
    body: { reason: REASON },
  });

  // Money arrives anyway, by bank transfer and on chain: held, not refused, not credited.
  const aud = await api<{ status: string }>('/sandbox/deposits/fiat', {
    method: 'POST',
    body: { userId, amount: '250' },
  });
  const btc = await api<{ status: string }>('/sandbox/deposits/crypto', {
    method: 'POST',
    body: { userId, asset: 'BTC', amount: '0.01', fromAddress: SENDER },
  });
  expect([aud.status, btc.status]).toEqual(['held', 'held']);

  // The balance page says what is on hold, and why, in plain words.
  await page.goto('/balance');
  const notice = page.getByTestId('held-deposits');
  await expect(notice).toContainText('2 deposits are on hold and not in your balance yet');
  await expect(notice).toContainText('$250.00');
  await expect(notice).toContainText('0.01 BTC');
  await expect(notice).toContainText('Deposits are paused on your account');
  await expect(page.getByTestId('portfolio-fiat')).toHaveText('$0.00');
  await expectNoSeriousA11yViolations(page, '/balance with deposits on hold');
  await shoot(page, 'balance-held');

  // So do both deposit tabs, which show why instead of details that would only hold more.
  for (const tab of ['deposit-fiat', 'deposit-crypto']) {
    await page.goto(`/profile?tab=${tab}`);
    await expect(page.getByTestId('held-deposits')).toContainText('$250.00');
    await expect(page.getByTestId('access-banner')).toContainText('Depositing is paused');
    await expect(page.getByText('BSB', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `/profile ${tab} with deposits on hold`);
    await shoot(page, `${tab}-held`);
  }

  // support2 releases the AUD from the console, with a reason; the coins stay held.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const consolePage = await context.newPage();
  await consolePage.goto(`${ORIGINS.account}/config.json`);
  await consolePage.evaluate((value) => localStorage.setItem('wattle.token', value), support2);
  await consolePage.goto(`${ORIGINS.account}/support/customers/${userId}`);
  const card = consolePage.getByRole('region', { name: 'Deposits on hold' });
  await expect(card).toContainText('$250.00 · Bank transfer');
  await expect(card).toContainText(`Returns to ${SENDER}`);
  await expectNoSeriousA11yViolations(consolePage, 'support console, deposits on hold');
  await shoot(consolePage, 'support-held-deposits');
  await card.getByRole('button', { name: 'Release $250.00 to Harper' }).click();
  const dialog = consolePage.getByRole('dialog');
  await expect(dialog).toContainText('on hold → in their balance');
  await dialog.getByRole('textbox').fill('Customer showed the payment came from their own bank');
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(toast(consolePage, '$250.00 released to Harper.')).toBeVisible();
  await expect(card).not.toContainText('$250.00');
  await expect(card).toContainText('0.01 BTC');
  await context.close();

  // The customer's balance has it now (pushed), and only the coins are still on hold.
  await page.goto('/balance');
  await expect(page.getByTestId('portfolio-fiat')).toHaveText('$250.00', { timeout: 20_000 });
  await expect(page.getByTestId('held-deposits')).toContainText(
    'A deposit is on hold and not in your balance yet',
  );
  await expect(page.getByTestId('held-deposits')).not.toContainText('$250.00');
  const transfers = await fetch(`${API_URL}/transaction/transfers`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const statuses = ((await transfers.json()) as { data: { status: string }[] }).data.map(
    (transfer) => transfer.status,
  );
  expect(statuses.sort()).toEqual(['complete', 'held']);
});
