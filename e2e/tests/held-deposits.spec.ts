import { expect, test } from '@playwright/test';
import { consolePage, staffToken, verifiedCustomer } from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shoot } from '../support/screens';
import { API_URL, ORIGINS } from '../support/stack';
import { api, toast } from '../support/trading';

const PASSWORD = 'a long enough password';
const REASON = 'Source of funds under review';
const SENDER = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

// axe is injected as a script tag, which the page's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 240_000 });

test('a deposit that arrives while deposits are paused is held, said in words, and released by support', async ({
  page,
  browser,
}) => {
  const { token, userId } = await verifiedCustomer(page, {
    tag: 'held',
    name: { firstName: 'Harper', lastName: 'Nguyen' },
    address: {
      streetAddress: '12 Wattle Street',
      suburb: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
    },
    password: PASSWORD,
  });
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
  const staff = await consolePage(browser, support2);
  await staff.goto(`${ORIGINS.account}/support/customers/${userId}`);
  const card = staff.getByRole('region', { name: 'Deposits on hold' });
  await expect(card).toContainText('$250.00 · Bank transfer');
  await expect(card).toContainText(`Returns to ${SENDER}`);
  await expectNoSeriousA11yViolations(staff, 'support console, deposits on hold');
  await shoot(staff, 'support-held-deposits');
  await card.getByRole('button', { name: 'Release $250.00 to Harper' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog).toContainText('on hold → in their balance');
  await dialog.getByRole('textbox').fill('Customer showed the payment came from their own bank');
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(toast(staff, '$250.00 released to Harper.')).toBeVisible();
  await expect(card).not.toContainText('$250.00');
  await expect(card).toContainText('0.01 BTC');
  await staff.context().close();

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
