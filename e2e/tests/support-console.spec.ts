import { expect, test, type Page } from '@playwright/test';
import { consolePage, staffToken } from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { realtimeConnected } from '../support/shell';
import { API_URL, DEMO_CUSTOMER, DEMO_PASSWORD, ORIGINS, signInAs } from '../support/stack';
import { api, openTrade, toast } from '../support/trading';

const SCREENSHOTS = 'test-results/support-console';
const REASON = 'Chargeback on the linked card, under review';

test.use({ bypassCSP: true });

async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('support staff serve a customer: read, suspend and restore, fees, audit, 403', async ({
  page: customer,
  browser,
}) => {
  test.setTimeout(360_000);
  await signInAs(customer);
  await customer.goto('/dashboard');
  await expect(customer.getByRole('table', { name: 'Spot prices' })).toContainText('Bitcoin', {
    timeout: 30_000,
  });
  const buyBitcoin = customer
    .getByRole('table', { name: 'Spot prices' })
    .getByRole('button', { name: 'Buy Bitcoin', exact: true });
  await expect(buyBitcoin).toBeEnabled();

  // support1 signs in to mf-account on its own origin, finds the customer, reads their history.
  const lv1Context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  const lv1 = await lv1Context.newPage();
  await lv1.goto(`${ORIGINS.account}/support`);
  await lv1.getByLabel('Email').fill('support1@wattle.dev');
  await lv1.getByLabel('Password').fill(DEMO_PASSWORD);
  await lv1.getByRole('button', { name: 'Sign in' }).click();
  const search = lv1.getByRole('combobox', { name: 'Find a customer' });
  await search.fill('charlotte');
  await expect(lv1.getByRole('option').first()).toContainText(DEMO_CUSTOMER);
  await lv1.screenshot({ path: `${SCREENSHOTS}/search-1280.png`, fullPage: true });
  await search.press('Enter');
  await expect(lv1.getByRole('heading', { name: 'Recent trades and transfers' })).toBeVisible();
  await expect(lv1.getByRole('region', { name: 'Balances and accounts' })).toContainText('AUD');
  await expect(lv1.getByRole('region', { name: 'Recent trades and transfers' })).toContainText(
    /Bought|deposit/,
  );
  await expect(lv1.getByRole('button', { name: /^Suspend / })).toHaveCount(0);
  await expect(lv1.getByText('Your role reads customers.')).toBeVisible();
  const customerUrl = lv1.url();
  await lv1.screenshot({ path: `${SCREENSHOTS}/customer-lv1-1280.png`, fullPage: true });
  await expectNoSeriousA11yViolations(lv1, 'customer view');
  await expectNoSidewaysScroll(lv1);
  await lv1Context.close();

  // support2 suspends BUY with a reason: the customer's Buy buttons disable without a reload.
  const lv2 = await consolePage(browser, await staffToken('support2@wattle.dev'));
  await lv2.goto(customerUrl);
  await lv2.getByRole('button', { name: 'Suspend Buy' }).click();
  let dialog = lv2.getByRole('dialog');
  await expect(dialog.getByTestId('action-change')).toContainText('allowed → suspended');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('Give a reason of at least 5 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
  await lv2.screenshot({ path: `${SCREENSHOTS}/confirm-1280.png` });
  await expectNoSeriousA11yViolations(lv2, 'confirm dialog');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(lv2, /Buy suspended/)).toBeVisible();
  await expect(lv2.getByRole('button', { name: 'Restore Buy' })).toBeVisible();
  await expect(buyBitcoin).toBeDisabled();

  await lv2.getByRole('button', { name: 'Restore Buy' }).click();
  dialog = lv2.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Chargeback resolved with the bank');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(lv2.getByRole('button', { name: 'Suspend Buy' })).toBeVisible();
  await expect(buyBitcoin).toBeEnabled();
  await lv2.context().close();

  // The admin changes the fee; the customer's trade dialog shows it.
  const adminToken = await staffToken('admin@wattle.dev');
  const admin = await consolePage(browser, adminToken);
  try {
    await admin.goto(`${ORIGINS.account}/support/settings`);
    await admin.getByRole('textbox', { name: 'Trade fee (%)' }).fill('0.8');
    await admin.getByRole('button', { name: 'Save fees' }).click();
    dialog = admin.getByRole('dialog');
    await expect(dialog.getByTestId('action-change')).toHaveText('Trade fee: 0.6% → 0.8%');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(admin, 'Trade settings saved.')).toBeVisible();
    await expect(admin.getByText('Now 0.8%')).toBeVisible();
    await admin.screenshot({ path: `${SCREENSHOTS}/settings-1280.png`, fullPage: true });

    // The dialog's fee line is cached for five minutes: a fresh page reads the new one.
    await customer.reload();
    const trade = await openTrade(customer, 'Bitcoin', 'Buy');
    await trade.getByRole('textbox', { name: /Amount to spend/ }).fill('100');
    await expect(trade.getByText('Estimated fee (0.80%)')).toBeVisible();
    await customer.keyboard.press('Escape');

    // The audit log shows all of it, filtered by action, and exports CSV.
    await admin.goto(`${ORIGINS.account}/support/audit`);
    const log = admin.getByRole('list').last();
    // In plain words, naming people: no action codes, no ids, no "before: null".
    await expect(log).toContainText('(support2@wattle.dev): Suspended Buy');
    await expect(log).toContainText(REASON);
    await expect(log).toContainText('Restored Buy');
    await expect(log).toContainText('(admin@wattle.dev): Changed trade settings');
    await expect(log).toContainText('(support1@wattle.dev): Opened the customer’s record');
    await expect(log).not.toContainText('null');
    await expect(log).not.toContainText('.suspended');
    await admin.getByLabel('Action').selectOption('permission.suspended');
    await expect(log).not.toContainText('Changed trade settings');
    await expect(log).toContainText(REASON);
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('wattle-audit-log.csv');
    await admin.screenshot({ path: `${SCREENSHOTS}/audit-1280.png`, fullPage: true });
    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.screenshot({ path: `${SCREENSHOTS}/audit-375.png`, fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousA11yViolations(admin, 'audit log');
    await expectNoSidewaysScroll(admin);
  } finally {
    await api('/admin/trade-settings', {
      method: 'PUT',
      token: adminToken,
      body: { tradeFeePercentage: '0.6' },
    });
    await admin.context().close();
  }

  // A customer who reaches /support sees a 403 page, and no console menu item.
  await customer.goto('/support');
  await expect(customer.getByRole('heading', { name: '403: staff only' })).toBeVisible();
  await customer.screenshot({ path: `${SCREENSHOTS}/forbidden-1280.png` });
});

test('a customer chats with support: support1 answers from the console inbox, live', async ({
  page: customer,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(customer);
  const connected = realtimeConnected(customer);
  await customer.goto('/profile');
  await connected;
  await customer.getByRole('button', { name: 'Chat with us' }).click();
  const chat = customer.getByRole('dialog', { name: 'Chat with Wattle support' });
  const question = `Has my deposit arrived? (${Date.now()})`;
  await chat.getByRole('textbox', { name: 'Your message' }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log', { name: 'Conversation' })).toContainText(question);
  await expectNoSeriousA11yViolations(customer, 'chat panel');

  // support1 (standalone console) sees it arrive in the inbox, opens it and answers.
  const response = await fetch(`${API_URL}/auth/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'support1@wattle.dev', password: DEMO_PASSWORD }),
  });
  const { data } = (await response.json()) as { data: { token: string } };
  const lv1 = await consolePage(browser, data.token);
  await lv1.goto(`${ORIGINS.account}/support/chats`);
  const inbox = lv1.getByRole('list', { name: 'Conversations' });
  await expect(inbox).toContainText(question);
  await inbox.getByRole('link', { name: /Charlotte Nguyen/ }).click();
  const conversation = lv1.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText(question);
  // Opening it marks it read: the customer sees "Seen" without a reload.
  await expect(chat.getByText(/· Seen$/)).toBeVisible();
  const answer = 'Yes: $25,000.00 arrived this morning.';
  await lv1.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  await lv1.getByRole('button', { name: 'Send answer' }).click();
  await expect(conversation).toContainText(answer);
  await lv1.screenshot({ path: `${SCREENSHOTS}/chat-inbox-1280.png`, fullPage: true });
  await expectNoSeriousA11yViolations(lv1, 'chat inbox');
  await expectNoSidewaysScroll(lv1);

  // The customer sees the answer without a reload.
  await expect(chat.getByRole('log', { name: 'Conversation' })).toContainText(answer);
  await customer.screenshot({ path: `${SCREENSHOTS}/chat-customer-1280.png` });
  await lv1.context().close();
});
