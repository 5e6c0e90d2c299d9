import { expect, test, type Page } from '@playwright/test';
import { HEALTH_FAILURE_THRESHOLD, HEALTH_POLL_MS } from '@wattle/shared/maintenance';
import { storedToken } from '../support/shell';
import { control, ORIGINS, signInAs } from '../support/stack';

const BANNER = 'The site is currently undergoing maintenance and will be available shortly.';

/** Failed health checks in a row, as the page keeps them (none stored after a success). */
const healthFailures = (page: Page) =>
  page.evaluate(() => Number(sessionStorage.getItem('wattle.healthFailures') ?? 0));

/**
 * The page's clock jumps to its next health poll, which then runs against the real API (or
 * its absence); resolves once the poll has counted (failures in a row reads `count`).
 */
async function nextHealthPoll(page: Page, count: number) {
  await page.clock.fastForward(HEALTH_POLL_MS);
  await expect.poll(() => healthFailures(page)).toBe(count);
}

test.describe('maintenance mode', () => {
  test('three failed health checks dim the app and log out; one success recovers', async ({
    page,
  }) => {
    // The page's timers on a clock the journey moves on: each poll is the app's own, on its
    // own interval, but the 10 s between polls pass at once.
    await page.clock.install();
    await signInAs(page);
    await page.goto('/notifications');
    // The heading is in the first HTML (the page's prerendered frame): the live header's
    // signed-in variant says the app has started and the session has loaded.
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'signed-in');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();

    await control('/api/stop');
    try {
      const banner = page.getByRole('alert').filter({ hasText: BANNER });
      for (let failures = 1; failures <= HEALTH_FAILURE_THRESHOLD; failures += 1) {
        await nextHealthPoll(page, failures);
        // Until the third failure in a row, the app carries on.
        if (failures < HEALTH_FAILURE_THRESHOLD) await expect(banner).toHaveCount(0);
      }
      await expect(banner).toBeVisible();
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

    await nextHealthPoll(page, 0);
    await expect(page.getByText(BANNER)).toHaveCount(0);
    await expect(page.getByTestId('maintenance-overlay')).toHaveCount(0);
    await expect(
      page.locator('header').getByRole('link', { name: 'Log in' }).first(),
    ).toBeVisible();
  });
});
