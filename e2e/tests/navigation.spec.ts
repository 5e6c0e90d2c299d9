import { expect, test, type Locator, type Page } from '@playwright/test';
import { VISITOR_PLACES } from '@wattle/shared/site-places';
import { staffToken } from '../support/account';
import { shoot } from '../support/screens';
import { animationsEnded, expectLivePage, openAccountMenu } from '../support/shell';
import { API_URL, ORIGINS, signInAs } from '../support/stack';

/**
 * Navigation around the money (docs/product/screens.md#signed-in-places): a customer's five
 * places in the header on a wide screen and in a tab bar on a phone, Transfer a page of its
 * own that the old profile links still reach, and the visitor's eight places in the phone menu.
 */

const PLACES: readonly { label: string; path: string; heading: string }[] = [
  { label: 'Home', path: '/dashboard', heading: 'Dashboard' },
  { label: 'Portfolio', path: '/balance', heading: 'Balance' },
  { label: 'Trade', path: '/buckets', heading: 'Buckets' },
  { label: 'Transfer', path: '/transfer', heading: 'Transfer' },
  { label: 'Activity', path: '/transaction', heading: 'Transaction history' },
];

const PHONE = { width: 375, height: 812 };
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Places' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'laid out').not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Goes through the five places by `nav`'s links, checking each page and the marked place. */
async function visitEveryPlace(page: Page, nav: Locator) {
  for (const place of PLACES) {
    await nav.getByRole('link', { name: place.label, exact: true }).click();
    await expect(page).toHaveURL(`${ORIGINS.shell}${place.path}`);
    await expect(page.getByRole('heading', { level: 1, name: place.heading })).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveText(place.label);
  }
}

test.describe('a customer on a phone (375 px)', () => {
  test.use({ viewport: PHONE });

  test('the tab bar takes them through all five places, and hides nothing', async ({ page }) => {
    await signInAs(page);
    await page.goto('/dashboard');
    const bar = tabBar(page);
    await expect(bar).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await expect(bar.getByRole('link')).toHaveText(PLACES.map((place) => place.label));

    // Each tab a finger's size, the bar pinned to the bottom of the screen.
    for (const tab of await bar.getByRole('link').all()) {
      const { width, height } = await box(tab);
      expect(width, 'tab width').toBeGreaterThanOrEqual(44);
      expect(height, 'tab height').toBeGreaterThanOrEqual(44);
    }
    const pinned = await box(bar);
    expect(pinned.y + pinned.height).toBe(PHONE.height);
    await expect(bar).toHaveCSS('position', 'fixed');

    await visitEveryPlace(page, bar);

    // Scrolled to the end (of a page that may still be growing), the footer's last line sits
    // above the bar, not behind it.
    const lastLine = page.getByRole('contentinfo').getByText(/All rights reserved/);
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const line = await box(lastLine);
        return (await box(bar)).y - (line.y + line.height);
      })
      .toBeGreaterThanOrEqual(0);
  });

  test('the keyboard reaches every tab, in order, and opens one', async ({ page }) => {
    await signInAs(page);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(tabBar(page)).toBeVisible();
    const reached: string[] = [];
    for (let press = 0; press < 120 && reached.length < PLACES.length; press += 1) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('nav[aria-label="Places"]') ? active.textContent : null;
      });
      if (label) reached.push(label);
    }
    expect(reached).toEqual(PLACES.map((place) => place.label));
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${ORIGINS.shell}/transfer`);
    await expect(tabBar(page).locator('[aria-current="page"]')).toHaveText('Transfer');
  });

  test('the visitor menu lists its eight places, each a finger’s size', async ({ page }) => {
    await page.goto('/');
    await expectLivePage(page);
    await expect(tabBar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const links = drawer.getByRole('link');
    await expect(links).toHaveText(VISITOR_PLACES.map((place) => place.label));
    for (const [index, { label, path }] of VISITOR_PLACES.entries()) {
      await expect(links.nth(index), label).toHaveAttribute('href', path);
      expect((await box(links.nth(index))).height, label).toBeGreaterThanOrEqual(44);
    }
    await links.filter({ hasText: 'Prices' }).click();
    await expect(page).toHaveURL(`${ORIGINS.shell}/exchange-rates`);
  });
});

test.describe('a customer on a wide screen (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the header takes them through all five places; no tab bar', async ({ page }) => {
    await signInAs(page);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);
    await visitEveryPlace(page, mainNav(page));
    await expect(tabBar(page)).toBeHidden();
    // At a tablet's width the places, the bell and the menu still fit the header.
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(mainNav(page)).toBeVisible();
    await expect(tabBar(page)).toBeHidden();
    const menu = await box(page.getByRole('button', { name: /Account menu/ }));
    expect(menu.x + menu.width).toBeLessThanOrEqual(768);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Support', 'Log out']);
  });

  test('old profile links to deposits and withdrawals land on Transfer, replaced', async ({
    page,
  }) => {
    await signInAs(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const [old, now, tab] of [
      ['/profile?tab=DEPOSIT_FIAT', '/transfer?tab=deposit-fiat', 'Deposit AUD'],
      ['/profile?tab=deposit-crypto', '/transfer?tab=deposit-crypto', 'Deposit crypto'],
      ['/profile?tab=withdraw-fiat', '/transfer?tab=withdraw-fiat', 'Withdraw AUD'],
      ['/profile?tab=WITHDRAW_CRYPTO', '/transfer?tab=withdraw-crypto', 'Withdraw crypto'],
    ] as const) {
      await page.goto(old);
      await expect(page).toHaveURL(`${ORIGINS.shell}${now}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Transfer' })).toBeVisible();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText('Transfer');
    }
    // A link followed inside the app is replaced too: Back returns to the page before it.
    await page.goto('/profile?tab=preference');
    await expect(page.getByRole('tab', { name: 'Preferences' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.evaluate(() => {
      window.history.pushState(null, '', '/profile?tab=deposit-fiat');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(`${ORIGINS.shell}/transfer?tab=deposit-fiat`);
    await page.goBack();
    await expect(page).toHaveURL(`${ORIGINS.shell}/profile?tab=preference`);
  });

  test('the not-found page offers Transfer for a mistyped money path', async ({ page }) => {
    await page.goto('/deposti');
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/not-found`));
    await expect(page.getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      `${ORIGINS.shell}/transfer`,
    );
  });
});

test.describe('screens', () => {
  test('visitor, customer and staff at 1280 and 375 px', async ({ page }) => {
    await page.goto('/');
    await expectLivePage(page);
    await shoot(page, 'nav-visitor-home');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await animationsEnded(page);
    await page.screenshot({ path: test.info().outputPath('nav-visitor-menu-375.png') });
    await page.keyboard.press('Escape');

    await signInAs(page);
    await page.goto('/dashboard');
    await expect(page.getByText('Your balance')).toBeVisible();
    await shoot(page, 'nav-customer-home');
    await page.goto('/transfer');
    await expect(page.getByText('BSB', { exact: true })).toBeVisible();
    await shoot(page, 'nav-customer-transfer');
    // A phone's screen as the customer sees it: the top, and the end of the page.
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: test.info().outputPath('nav-customer-transfer-top-375.png') });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.screenshot({ path: test.info().outputPath('nav-customer-transfer-end-375.png') });
    await openAccountMenu(page);
    await page.screenshot({ path: test.info().outputPath('nav-customer-menu-375.png') });

    const token = await staffToken('support1@wattle.dev');
    await page.evaluate((value) => localStorage.setItem('wattle.token', value), token);
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Support console' }).first()).toBeVisible();
    await shoot(page, 'nav-staff-console');
  });
});
