import { expect, test } from '@playwright/test';
import { storedToken } from '../support/shell';
import { control, ORIGINS, signInAs } from '../support/stack';

const BANNER = 'The site is currently undergoing maintenance and will be available shortly.';

test.describe('maintenance mode', () => {
  // Three health polls 10 s apart, then a restart and one more poll: real time, on purpose.
  test.setTimeout(150_000);

  test('three failed health checks dim the app and log out; one success recovers', async ({
    page,
  }) => {
    await signInAs(page);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();

    await control('/api/stop');
    try {
      const banner = page.getByRole('alert').filter({ hasText: BANNER });
      await expect(banner).toBeVisible({ timeout: 45_000 });
      expect(await page.evaluate(() => sessionStorage.getItem('wattle.healthFailures'))).toBe('3');
      await expect(page.getByTestId('maintenance-overlay')).toBeVisible();
      await expect(page).toHaveURL(`${ORIGINS.shell}/`);
      expect(await storedToken(page)).toBeNull();
      const header = page.locator('header');
      await expect(header).toHaveAttribute('data-variant', 'public');
      await expect(
        header.getByRole('button', { name: 'Log in', includeHidden: true }).first(),
      ).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
      // Navigation is held at '/'.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/login');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page).toHaveURL(`${ORIGINS.shell}/`);
    } finally {
      await control('/api/start');
    }

    await expect(page.getByText(BANNER)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('maintenance-overlay')).toHaveCount(0);
    await expect(
      page.locator('header').getByRole('link', { name: 'Log in' }).first(),
    ).toBeVisible();
  });
});
