import { expect, test } from '@playwright/test';
import { signInAs } from '../support/stack';
import { audShown, cents, toast } from '../support/trading';

test.describe('buckets', () => {
  test('a customer buys a bucket: quote, review per coin, submit, result', async ({ page }) => {
    await signInAs(page);
    await page.goto('/dashboard');
    const start = await audShown(page);

    await page.goto('/buckets');
    const steady = page.getByRole('article', { name: 'Steady' });
    await expect(steady.getByText('Low risk')).toBeVisible();
    await expect(steady.getByRole('img', { name: /^Composition: Bitcoin 50\.00%/ })).toBeVisible();
    await expect(steady.getByText(/^Order from \$[\d,.]+ to \$[\d,.]+$/)).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Adventurous' }).getByText('High risk'),
    ).toBeVisible();

    await steady.getByRole('button', { name: 'Buy Steady' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Steady' });
    await expect(dialog.getByTestId('available-funds')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('1');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await expect(toast(page, 'The minimum buy is $50.00')).toBeVisible();

    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('300');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    const review = page.getByRole('dialog', { name: 'Review your order' });
    const legs = review.getByRole('table', { name: 'Coins in this order' });
    await expect(legs.getByRole('row')).toHaveCount(4);
    await expect(legs).toContainText('BTC');
    await expect(legs).toContainText('USDC');
    await expect(review.getByText(/This quote will refresh in \d+ secs/)).toBeVisible();
    await expect(review.getByText('$300.00', { exact: true })).toBeVisible();
    await expect(review.getByTestId('all-in-cost')).toContainText('You pay $300.00 for $');
    await review.getByRole('button', { name: 'Confirm order' }).click();

    const result = page.getByRole('dialog', { name: 'Your order was successful!' });
    await expect(
      result.getByRole('list', { name: 'Coins bought' }).getByRole('listitem'),
    ).toHaveCount(3);
    const spent = cents(
      await result
        .getByText(/^\$[\d,]+\.\d{2}$/)
        .last()
        .textContent(),
    );
    expect(spent).toBe(30_000);
    await result.getByRole('button', { name: 'Done' }).click();

    await page.goto('/dashboard');
    await expect.poll(() => audShown(page)).toBe(start - 30_000);
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(
      'Bought the Steady bucket',
    );
  });
});
