import { expect, test, type Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  answerFirstWithdrawalWarning,
  consolePage,
  staffToken,
  verifiedCustomer,
} from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shoot } from '../support/screens';
import { ORIGINS } from '../support/stack';
import { api, toast } from '../support/trading';

const PASSWORD = 'a long enough password';
const EXCHANGE_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const UNLISTED_EXCHANGE_ADDRESS = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

// axe is injected as a script tag, which the page's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 300_000 });

const main = (page: Page) => page.getByRole('main');

test('Travel Rule: a name mismatch at an exchange, support approves it, then an own wallet proved by signature', async ({
  page,
  browser,
}) => {
  const { userId } = await verifiedCustomer(page, {
    tag: 'travel',
    name: { firstName: 'Riley', lastName: 'Tran' },
    address: { streetAddress: '3 Banksia Road', suburb: 'Carlton', state: 'VIC', postcode: '3053' },
    password: PASSWORD,
  });
  for (const [asset, amount] of [
    ['BTC', '0.5'],
    ['ETH', '2'],
  ]) {
    await api('/sandbox/deposits/crypto', { method: 'POST', body: { userId, asset, amount } });
  }

  // Someone else's Kraken account, under a name Kraken does not hold: shown before sending.
  await page.goto('/profile?tab=withdraw-crypto');
  await main(page).getByLabel('BTC address').fill(EXCHANGE_ADDRESS);
  await main(page).getByText('Someone else’s', { exact: true }).click();
  await main(page).getByText('An account at another exchange', { exact: true }).click();
  await main(page)
    .getByLabel(/^Exchange/)
    .selectOption('kraken');
  await main(page)
    .getByLabel(/^Their full name/)
    .fill('Jordan Mismatch');
  await main(page).getByRole('textbox', { name: 'Amount the recipient gets' }).fill('0.01');
  await main(page).getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(main(page).getByText('Name check: the name does not match')).toBeVisible();
  await expect(main(page).getByText('Network fee', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/profile withdraw crypto, name mismatch');
  await shoot(page, 'travel-rule-name-mismatch');

  // support2 sees the case in the console and approves it, with a reason.
  const support2 = await staffToken('support2@wattle.dev');
  const staff = await consolePage(browser, support2);
  await staff.goto(`${ORIGINS.account}/support/customers/${userId}`);
  const card = staff.getByRole('region', { name: 'Travel Rule' });
  await expect(card).toContainText('Name mismatch');
  await expect(card).toContainText('Riley Tran → Jordan Mismatch');
  await expectNoSeriousA11yViolations(staff, 'support console, Travel Rule case');
  await shoot(staff, 'support-travel-rule-case');
  await card.getByRole('button', { name: /^Approve the Travel Rule case/ }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Kraken confirmed the account holder by e-mail');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(staff, 'Travel Rule case approved.')).toBeVisible();
  await expect(card).toContainText('approved by support');
  await staff.context().close();

  // Back on the form, the same details now go through to the fee and the withdrawal.
  await page.reload();
  await main(page).getByLabel('BTC address').fill(EXCHANGE_ADDRESS);
  await main(page).getByRole('textbox', { name: 'Amount the recipient gets' }).fill('0.01');
  await main(page).getByRole('button', { name: 'Review withdrawal' }).click();
  await answerFirstWithdrawalWarning(page, 'paying_someone_i_know');
  await expect(main(page).getByText('Network fee', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Jordan Mismatch at Kraken')).toBeVisible();
  await main(page)
    .getByLabel(/^Password/)
    .fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Withdraw BTC' }).click();
  await expect(main(page).getByText('Your withdrawal was sent')).toBeVisible();
  await main(page).getByRole('button', { name: 'Make another withdrawal' }).click();

  // An exchange Wattle cannot reach: the customer is told before anything is sent, and
  // support2 resolves the "unreachable" case in the console with a reason.
  await main(page).getByLabel('BTC address').fill(UNLISTED_EXCHANGE_ADDRESS);
  await main(page).getByText('Someone else’s', { exact: true }).click();
  await main(page).getByText('An account at another exchange', { exact: true }).click();
  await main(page)
    .getByLabel(/^Exchange/)
    .selectOption('other');
  await main(page)
    .getByLabel(/^Exchange name/)
    .fill('Tiny Coin Exchange');
  await main(page)
    .getByLabel(/^Their full name/)
    .fill('Sam Reachless');
  await main(page).getByRole('textbox', { name: 'Amount the recipient gets' }).fill('0.02');
  await main(page).getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(
    main(page).getByText('We could not reach the receiving exchange', { exact: true }),
  ).toBeVisible();
  await expect(main(page).getByText('Network fee', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/profile withdraw crypto, exchange unreachable');
  await shoot(page, 'travel-rule-unreachable');

  const unreachableConsole = await consolePage(browser, support2);
  await unreachableConsole.goto(`${ORIGINS.account}/support/customers/${userId}`);
  const unreachableRow = unreachableConsole
    .getByRole('region', { name: 'Travel Rule' })
    .getByRole('listitem')
    .filter({ hasText: 'Exchange unreachable' });
  await expect(unreachableRow).toContainText('Sam Reachless');
  await shoot(unreachableConsole, 'support-travel-rule-unreachable');
  await unreachableRow.getByRole('button', { name: /^Approve the Travel Rule case/ }).click();
  const unreachableDialog = unreachableConsole.getByRole('dialog');
  await unreachableDialog
    .getByRole('textbox')
    .fill('Tiny Coin Exchange confirmed the account holder by phone');
  await unreachableDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(unreachableConsole, 'Travel Rule case approved.')).toBeVisible();
  await expect(unreachableRow).toContainText('approved by support');
  // The console's list of accounts that look like one person, for support to decide.
  await unreachableConsole.getByRole('link', { name: 'Linked accounts' }).click();
  await expect(
    unreachableConsole.getByRole('region', { name: 'Accounts that look like one person' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(unreachableConsole, 'support console, linked accounts');
  await shoot(unreachableConsole, 'support-linked-accounts');
  await unreachableConsole.context().close();
  await page.reload();

  // The customer's own self-hosted Ethereum wallet: proved by signing Wattle's message.
  const wallet = privateKeyToAccount(generatePrivateKey());
  await main(page).getByLabel('Asset').selectOption('ETH');
  await main(page).getByLabel('ETH address').fill(wallet.address);
  await main(page).getByText('Mine', { exact: true }).click();
  await main(page).getByText('A self-hosted wallet', { exact: true }).click();
  await main(page).getByRole('textbox', { name: 'Amount the recipient gets' }).fill('0.1');
  await main(page).getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(main(page).getByText('Prove this wallet is yours').first()).toBeVisible();
  await main(page).getByRole('button', { name: 'Get a message to sign' }).click();
  const message = await main(page).getByTestId('ownership-message').innerText();
  await main(page)
    .getByLabel(/^Signature/)
    .fill(await wallet.signMessage({ message }));
  await expectNoSeriousA11yViolations(page, '/profile withdraw crypto, wallet proof');
  await shoot(page, 'travel-rule-wallet-proof');
  await main(page).getByRole('button', { name: 'Verify signature' }).click();
  await answerFirstWithdrawalWarning(page);
  await expect(main(page).getByText('Network fee', { exact: true })).toBeVisible();
  await main(page)
    .getByLabel(/^Password/)
    .fill(PASSWORD);
  await shoot(page, 'travel-rule-own-wallet-confirm');
  await main(page).getByRole('button', { name: 'Withdraw ETH' }).click();
  await expect(main(page).getByText('Your withdrawal was sent')).toBeVisible();
});
