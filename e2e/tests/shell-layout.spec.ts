import { expect, test, type Page } from '@playwright/test';
import {
  expectLivePage,
  NEWCOMER,
  openAccountMenu,
  trackedEvents,
  uniqueEmail,
} from '../support/shell';
import { API_URL, ORIGINS, signInAs } from '../support/stack';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Checks the header's variant and the main navigation's links, in order; the header. */
async function expectHeader(page: Page, variant: 'public' | 'signed-in', places: string[]) {
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-variant', variant);
  await expect(mainNav(page).getByRole('link')).toHaveText(places);
  return header;
}

test.describe('header and footer', () => {
  test('a visitor gets the public header', async ({ page }) => {
    await page.goto('/login');
    const header = await expectHeader(page, 'public', [
      'Prices',
      'Buy crypto',
      'Fees',
      'Learn',
      'Blog',
      'Support',
    ]);
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(header.getByText('Sandbox')).toBeVisible();
  });

  test('a verified customer gets the five places, the bell and Deposit funds', async ({ page }) => {
    await signInAs(page);
    await page.goto('/dashboard');
    const header = await expectHeader(page, 'signed-in', [
      'Home',
      'Portfolio',
      'Trade',
      'Transfer',
      'Activity',
    ]);
    await expect(mainNav(page).getByRole('link', { name: 'Trade' })).toHaveAttribute(
      'href',
      '/buckets',
    );
    await expect(header.getByRole('link', { name: /^Notifications/ })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await header.getByRole('link', { name: 'Deposit funds' }).click();
    await expect(page).toHaveURL(`${ORIGINS.shell}/transfer?tab=deposit-fiat`);
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Support', 'Log out']);
  });

  test('an unverified customer has Trade locked and a Verification item', async ({ page }) => {
    await signInAs(page, NEWCOMER);
    await page.goto('/dashboard');
    const trade = mainNav(page).getByRole('link', { name: 'Trade' });
    await expect(trade).toHaveAttribute('aria-disabled', 'true');
    await expect(trade).not.toHaveAttribute('href');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Verification' }).click();
    await expect(page).toHaveURL(`${ORIGINS.shell}/new-profile`);
  });

  test('sign-up clicks report where they happened: the home page hero and the header', async ({
    page,
  }) => {
    await page.goto('/');
    // The prerendered hero is a picture of the page: the click that reports is the live one's.
    await expectLivePage(page);
    await page.getByRole('link', { name: 'Sign Up Now' }).click();
    await expect(page).toHaveURL(`${ORIGINS.shell}/signup`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await expect
      .poll(() => trackedEvents(page))
      .toEqual([
        { name: 'sign_up_click', properties: { location: 'homepage' } },
        { name: 'sign_up_click', properties: { location: 'header' } },
      ]);
  });

  test('a sign-up tap before the app has started is reported once, by the sign-up page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('[data-live="price:BTC:buy"]')).not.toHaveAttribute('data-pending');
    // A tap's click alone (no pointer moved before it): the page's link navigates natively.
    await page.getByRole('link', { name: 'Sign Up Now' }).dispatchEvent('click');
    await expect(page).toHaveURL(`${ORIGINS.shell}/signup`);
    await expect
      .poll(() => trackedEvents(page))
      .toEqual([{ name: 'sign_up_click', properties: { location: 'homepage' } }]);
    await expectLivePage(page);
    expect(await trackedEvents(page)).toHaveLength(1);
  });

  test('the header turns solid once the page scrolls, and a new path starts at the top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/signup');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Fees' }).click();
    await expect(page).toHaveURL(`${ORIGINS.shell}/fees`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the footer links, subscribe box and copyright', async ({ page }) => {
    await page.goto('/login');
    await expectLivePage(page);
    const footer = page.getByRole('contentinfo');
    const links: [string, string][] = [
      ['Fees', '/fees'],
      ['Security', '/security'],
      ['FAQs', '/faqs'],
      ['Blog', '/blog'],
      ['Terms of use', '/terms-of-use'],
      ['Privacy policy', '/privacy-policy'],
      ['Buy crypto', '/buy'],
      ['Buy Bitcoin', '/buy/bitcoin'],
      ['Exchange rates', '/exchange-rates'],
      ['Marketplace', '/marketplace'],
      ['Top 100', '/top-100'],
      ['Learn', '/learn'],
      ['Support', '/contact-us'],
      ['About', '/about'],
    ];
    for (const [name, href] of links) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const year = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
    }).format(new Date());
    await expect(footer).toContainText(`© ${year} Wattle`);
    // The sandbox stack's registrations, from /config.json (no real numbers).
    await expect(footer.getByTestId('company-registration')).toHaveText(
      'Wattle Pty Ltd · ABN 12 345 678 901 · Registered with AUSTRAC as a digital currency exchange provider, registration DCE100000000-001',
    );

    const send = footer.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await footer.getByLabel('Subscribe for updates').fill(uniqueEmail('lead'));
    await expect(send).toBeEnabled();
    await send.click();
    await expect(
      page.getByText("Thank you for your interest! We'll be in touch soon."),
    ).toBeVisible();
  });

  test('each route sets its title, description and canonical link', async ({ page }) => {
    await page.goto('/signup');
    await expect(page).toHaveTitle('Sign up | Wattle');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${ORIGINS.shell}/signup`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Wattle account/,
    );
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await expect(page).toHaveTitle('Log in | Wattle');
    await page.goto('/password-reset?token=abcdefghijklmnopqrstu');
    await expect(page).toHaveTitle('Choose a new password | Wattle');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Australia's best crypto exchange/,
    );
  });

  test('an unknown route goes to the API’s not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/not-found`));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the chat launcher opens the contact form while no chat vendor is configured', async ({
    page,
  }) => {
    await page.goto('/login');
    await expectLivePage(page);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact support' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name').fill('Ava Lee');
    await dialog.getByLabel('Email').fill(uniqueEmail('contact'));
    await dialog.getByLabel('Subject').fill('Deposit question');
    await dialog.getByLabel('Message').fill('How long does a PayID deposit take to arrive?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/Thanks, we have your message \(reference/)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Hidden where it would cover prices.
    await page.goto('/learn');
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  });
});

test.describe('phone layout (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  test('the public header folds into a menu, and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/signup');
    await expect(mainNav(page)).toBeHidden();
    expect(await noSidewaysScroll(page)).toBe(true);
    // The prerendered header's menu button opens nothing until the live header replaces it.
    await expectLivePage(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText([
      'Prices',
      'Buy crypto',
      'Fees',
      'Learn',
      'Blog',
      'Support',
      'Log in',
      'Sign up',
    ]);
    await drawer.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${ORIGINS.shell}/login`);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  test('the signed-in header keeps the bell and the account menu; places are in the tab bar', async ({
    page,
  }) => {
    await signInAs(page, NEWCOMER);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Notifications/ }),
    ).toBeVisible();
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Places' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Verification' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${ORIGINS.shell}/`);
    await expect(page.getByRole('navigation', { name: 'Places' })).toHaveCount(0);
  });
});
