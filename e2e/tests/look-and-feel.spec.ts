import { expect, test, type Locator, type Page } from '@playwright/test';
import { contrastRatio } from '../support/contrast';
import { policyViolations } from '../support/policy';
import { ORIGINS, signInAs } from '../support/stack';
import { depositAud, openDashboard, openTrade } from '../support/trading';

const WIDTHS = [1280, 375] as const;

/** Colours as the browser painted them: `color` and the background behind the element. */
function paintedColours(element: Locator) {
  return element.evaluate((node) => {
    const backgroundOf = (start: Element | null): string => {
      for (let at = start; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    return {
      text: getComputedStyle(node).color,
      background: backgroundOf(node),
      behind: backgroundOf(node.parentElement),
    };
  });
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test.describe('coin icons', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('are each coin’s own picture on the dashboard, decorative beside its name', async ({
    page,
  }) => {
    await signInAs(page);
    const table = await openDashboard(page);
    // Simple mode lists a few coins first; the full market is one click away.
    const showAll = page.getByRole('button', { name: /^Show all \d+ coins$/ });
    if (await showAll.isVisible()) await showAll.click();
    const icons = table.locator('img[data-coin-icon]');
    await expect(icons).toHaveCount(21);
    for (const icon of await icons.all()) {
      await icon.scrollIntoViewIfNeeded();
      await expect(icon).toHaveAttribute('alt', '');
      await expect
        .poll(() =>
          icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
    const sourceOf = async (symbol: string) =>
      table.locator(`img[data-coin-icon="${symbol}"]`).getAttribute('src');
    // Tether and USD Coin each have a picture of their own, not a shared lettered circle.
    expect(await sourceOf('USDT')).not.toBe(await sourceOf('USDC'));
    expect(await sourceOf('USDT')).toMatch(/\/static\/media\/usdt\.[0-9a-f]+\.svg$/);
    await page.screenshot({ path: test.info().outputPath('dashboard-1280.png'), fullPage: true });
  });
});

test.describe('the unread badge on the bell', () => {
  test.beforeAll(async () => {
    // A deposit notifies the customer: at least one unread notification.
    await depositAud('1');
  });

  for (const width of WIDTHS) {
    test(`is readable on the ${width === 375 ? 'mobile' : 'desktop'} header`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await signInAs(page);
      await page.goto('/dashboard');
      const bell = page.getByRole('link', { name: /^Notifications, [1-9]\d* unread$/ });
      await expect(bell).toBeVisible();
      const badge = bell.getByTestId('unread-count');
      await expect(badge).toHaveText(/^(\d+|99\+)$/);

      // The count is drawn inside its dot, not below it on the header.
      const [dot, digits] = await badge.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [node.getBoundingClientRect().toJSON(), range.getBoundingClientRect().toJSON()] as [
          DOMRect,
          DOMRect,
        ];
      });
      expect(digits.top).toBeGreaterThanOrEqual(dot.top);
      expect(digits.bottom).toBeLessThanOrEqual(dot.bottom);
      expect(digits.left).toBeGreaterThanOrEqual(dot.left);
      expect(digits.right).toBeLessThanOrEqual(dot.right);

      const colours = await paintedColours(badge);
      expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
      // The dot itself stands out from the header (non-text contrast, 3:1).
      expect(contrastRatio(colours.background, colours.behind)).toBeGreaterThanOrEqual(3);
      await page.screenshot({
        path: test.info().outputPath(`header-${width}.png`),
        clip: { x: 0, y: 0, width, height: 80 },
      });
    });
  }
});

test.describe('the not-found page', () => {
  // Under its own strict policy, as a customer gets it: nothing here needs axe's injection.
  test.use({ bypassCSP: false });

  for (const width of WIDTHS) {
    test(`wears the brand at ${width} px, links home and keeps the path to itself`, async ({
      page,
    }) => {
      const refused = await policyViolations(page);
      await page.setViewportSize({ width, height: 812 });
      await page.goto('/no-such-page/secret-token');
      await expect(page).toHaveURL(new RegExp(`^${ORIGINS.api}/not-found`));
      const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
      await expect(heading).toBeVisible();
      await expect(page.locator('body')).not.toContainText('secret-token');
      const home = page.getByRole('link', { name: 'Back to Wattle' });
      await expect(home).toHaveAttribute('href', `${ORIGINS.shell}/`);
      // The brand's fonts, loaded from the API itself under the page's policy.
      await page.evaluate(() => document.fonts.ready);
      expect(await heading.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
        /^"Plus Jakarta Sans"/,
      );
      expect(
        await page.evaluate(() => [
          document.fonts.check('700 36px "Plus Jakarta Sans"'),
          document.fonts.check('400 16px "Inter"'),
        ]),
      ).toEqual([true, true]);
      const colours = await paintedColours(heading);
      expect(colours.background).toBe('rgb(12, 42, 32)');
      for (const text of [heading, page.getByRole('paragraph'), home]) {
        const { text: fg, background } = await paintedColours(text);
        expect(contrastRatio(fg, background)).toBeGreaterThanOrEqual(4.5);
      }
      expect(refused).toEqual([]);
      await screenshot(page, `not-found-${width}`);
    });
  }
});

test('a refused amount is said on screen, not written to the console', async ({ page }) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      consoleLines.push(message.text());
    }
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page);
  await page.goto('/dashboard');
  const dialog = await openTrade(page, 'Bitcoin', 'Buy');
  await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('5');
  await dialog.getByRole('button', { name: 'Preview order' }).click();
  await expect(page.getByTestId('trade-form').getByText('The minimum buy is $10.00')).toBeVisible();
  expect(consoleLines).toEqual([]);
});

// Chakra's recipes carry no cascade layer (theme.ts): where a recipe's condition would beat a
// plain prop, the page sets that condition itself. These are the two places it showed.
test.describe('our styles over the recipes', () => {
  test('the profile’s panel keeps its padding beside the vertical tabs, and none at 375 px', async ({
    page,
  }) => {
    await signInAs(page);
    for (const [width, padding] of [
      [1280, '32px'],
      [375, '0px'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/profile?tab=PERSONAL_INFORMATION');
      const panel = page.getByRole('tabpanel');
      await expect(panel).toContainText('customer@wattle.dev');
      await expect(panel).toHaveCSS('padding-left', padding);
      await expect(panel).toHaveCSS('padding-right', padding);
    }
  });

  test('the transaction pages’ tabs are not underlined on hover', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page);
    await page.goto('/transaction');
    const tab = page
      .getByRole('navigation', { name: 'Transaction pages' })
      .getByRole('link', { name: 'Tax report' });
    await tab.hover();
    await expect(tab).toHaveCSS('text-decoration-line', 'none');
  });
});
