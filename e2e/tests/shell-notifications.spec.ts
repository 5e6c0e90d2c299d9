import { expect, test } from '@playwright/test';
import { realtimeConnected } from '../support/shell';
import { audShown } from '../support/trading';
import { API_URL, DEMO_CUSTOMER, signInAs } from '../support/stack';

/** A sandbox bank deposit arrives: the server notifies the customer. */
async function depositArrives(amount: string) {
  const response = await fetch(`${API_URL}/sandbox/deposits/fiat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CUSTOMER, amount }),
  });
  expect(response.ok, 'sandbox deposit').toBe(true);
}

test.describe('notifications', () => {
  test('money that arrives shows in the balance at once, not at the next 45 s poll', async ({
    page,
  }) => {
    await signInAs(page);
    const connected = realtimeConnected(page);
    await page.goto('/dashboard');
    const before = await audShown(page);
    await connected;
    await depositArrives('31.17');
    await expect(page.locator('.Toastify__toast', { hasText: '$31.17 has arrived' })).toBeVisible();
    // The push names what changed (balances, history); the balance refetches well inside the
    // poll interval, without a reload.
    await expect.poll(() => audShown(page), { timeout: 5_000 }).toBe(before + 3117);
  });

  test('a notification raised on the server appears as a toast and in the list without reload', async ({
    page,
  }) => {
    await signInAs(page);
    const connected = realtimeConnected(page);
    await page.goto('/notifications');
    // The heading is in the first HTML (the page's prerendered frame): the live list, or its
    // empty state, says the page has loaded.
    await expect(
      page.getByRole('list', { name: 'Notifications' }).or(page.getByText('No notifications yet')),
    ).toBeVisible();
    await connected;
    const items = page.getByTestId('notification');
    const before = await items.count();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));

    await depositArrives('25.00');
    const toast = page.locator('.Toastify__toast', { hasText: '$25.00 has arrived' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Deposit received');
    await expect(toast).toHaveClass(/Toastify__toast--success/);
    await expect(items).toHaveCount(before + 1);
    await expect(items.first()).toContainText('$25.00 has arrived in your Wattle account.');
    await expect(items.first()).toHaveAttribute('data-read', 'false');

    await depositArrives('10.00');
    await expect(page.locator('.Toastify__toast', { hasText: '$10.00 has arrived' })).toBeVisible();
    await expect(items).toHaveCount(before + 2);
    await expect(
      page.getByRole('link', { name: /^Notifications, [1-9]\d* unread$/ }),
    ).toBeVisible();
    expect(navigations).toEqual([]);

    // Read the newest, then everything.
    await items
      .first()
      .getByRole('button', { name: /^Mark as read: / })
      .click();
    await expect(items.first()).toHaveAttribute('data-read', 'true');
    await expect(items.nth(1)).toHaveAttribute('data-read', 'false');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('You are all caught up.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

    // The server kept it: a reload shows the same.
    await page.reload();
    await expect(items.first()).toHaveAttribute('data-read', 'true');
    await expect(page.getByText('You are all caught up.')).toBeVisible();
  });
});
