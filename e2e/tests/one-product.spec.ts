import { expect, test, type Page } from '@playwright/test';
import {
  consolePage,
  customerWithVerifiedEmail,
  internationalMobile,
  latestSmsCode,
  signInWithPassword,
  staffToken,
  uniqueMobile,
} from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shoot } from '../support/screens';
import { uniqueEmail } from '../support/shell';
import { ORIGINS, signInAs } from '../support/stack';
import { api, depositAud } from '../support/trading';

// axe is injected as a script tag, which the page's CSP would refuse.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 180_000 });

/** Every signed-in page of the four remotes and the shell (docs/product/screens.md#signed-in-routes). */
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/balance',
  '/buckets',
  '/profile',
  '/transaction',
  '/transaction/tax-report',
  '/notifications',
] as const;

/** Where the page's one h1 starts, in CSS pixels from the viewport's left edge. */
async function headingLeft(page: Page): Promise<number> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const box = await heading.boundingBox();
  expect(box, 'the h1 has a box').not.toBeNull();
  return Math.round(box?.x ?? Number.NaN);
}

/** The first heading in the main landmark, after the page's data has replaced its skeleton. */
async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

test.describe('one product to the eye', () => {
  test('every signed-in page, and the console, starts its heading at one left edge', async ({
    page,
    browser,
  }) => {
    await signInAs(page);
    const staff = await consolePage(browser, await staffToken('support1@wattle.dev'));
    try {
      for (const width of [1280, 375]) {
        const height = width === 375 ? 812 : 900;
        await page.setViewportSize({ width, height });
        await staff.setViewportSize({ width, height });
        const lefts: Record<string, number> = {};
        for (const path of SIGNED_IN_PAGES) {
          await settled(page, path);
          lefts[path] = await headingLeft(page);
        }
        await staff.goto(`${ORIGINS.account}/support`);
        lefts['/support (console)'] = await headingLeft(staff);
        // The frame is the header's: 16 px in on a phone; from 768 px 32 px in, or the
        // centred 80 rem column's edge where the screen is wider.
        const expected = width === 375 ? 16 : 32;
        expect(lefts, `headings at ${width} px`).toEqual(
          Object.fromEntries(Object.keys(lefts).map((path) => [path, expected])),
        );
      }
    } finally {
      await staff.context().close();
    }

    // The pages whose frame changed, looked at.
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of SIGNED_IN_PAGES) {
      await settled(page, path);
      await shoot(page, `page${path.replaceAll('/', '-')}`);
    }
  });

  test('a page still loading shows skeletons shaped like its content, not a spinner', async ({
    page,
  }) => {
    await signInAs(page);
    // Holds the history answer until the skeleton has been looked at.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/transaction/history?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/transaction');
    const skeleton = page.getByRole('status', { name: 'Loading your transactions' });
    await expect(skeleton).toBeVisible();
    await expect(page.locator('.chakra-spinner')).toHaveCount(0);
    await expect(page.getByText(/Loading\.\.\.|Loading…/)).toHaveCount(0);
    await shoot(page, 'history-loading');
    release();
    await expect(skeleton).toHaveCount(0);
  });

  test('a bucket’s receipt is laid out as a trade’s', async ({ page }) => {
    await depositAud('500');
    await signInAs(page);
    await page.goto('/buckets');
    await page
      .getByRole('article', { name: 'Steady' })
      .getByRole('button', { name: 'Buy Steady' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Buy Steady' });
    await expect(dialog.getByTestId('available-funds')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('100');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await page
      .getByRole('dialog', { name: 'Review your order' })
      .getByRole('button', { name: 'Confirm order' })
      .click();
    const result = page.getByRole('dialog', { name: 'Your order was successful!' });
    const receipt = result.locator('dl[aria-label="Executed order"]');
    await expect(receipt).toBeVisible();
    // The trade receipt's lines: what was bought, spread, fee, then the total, emphasised last.
    const labels = (await receipt.getByRole('term').allInnerTexts()).map((label) => label.trim());
    expect(labels[0]).toBe('You bought');
    expect(labels.slice(-3)).toEqual(['Spread, included in the price', 'Fee', 'Total spent']);
    await expect(
      receipt.getByRole('list', { name: 'Coins bought' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(result.getByTestId('all-in-cost')).toContainText('You pay $100.00 for $');
    await expect(result.getByTestId('costs-note')).toBeVisible();
    await shoot(page, 'bucket-receipt');
    await result.getByRole('button', { name: 'Done' }).click();
  });
});

test.describe('the address form', () => {
  test('takes unit and range addresses, and fills the rest from a chosen suggestion', async ({
    page,
  }) => {
    const email = uniqueEmail('address');
    const password = 'a long enough password';
    await customerWithVerifiedEmail(email, password);
    const token = await signInWithPassword(page, email, password);
    const mobile = uniqueMobile();
    await api('/user/verify/phone', { method: 'POST', token, body: { phoneNumber: mobile } });
    const otp = await latestSmsCode(internationalMobile(mobile));
    await api('/user/verify/phone', { method: 'POST', token, body: { phoneNumber: mobile, otp } });

    await page.goto('/new-profile');
    await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    const street = page.getByRole('combobox', { name: 'Street address' });
    const list = page.getByRole('listbox', { name: 'Suggested addresses' });

    // A unit address, chosen with the keyboard.
    await street.pressSequentially('3/12 Smith St', { delay: 40 });
    await expect(list.getByRole('option')).toHaveText([
      '3/12 Smith Street, Fitzroy VIC 3065',
      '3/12 Smith Street, Summer Hill NSW 2130',
      '3/12 Smith Street, Darwin City NT 0800',
    ]);
    await expect(street).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('3 addresses found. Use ↑ and ↓ to choose.')).toBeAttached();
    await shoot(page, 'address-suggestions');
    await street.press('ArrowDown');
    await street.press('ArrowDown');
    await expect(list.getByRole('option', { selected: true })).toHaveText(
      '3/12 Smith Street, Summer Hill NSW 2130',
    );
    await street.press('Enter');
    await expect(list).toBeHidden();
    await expect(street).toHaveValue('3/12 Smith Street');
    await expect(page.getByLabel('Suburb')).toHaveValue('Summer Hill');
    await expect(page.getByLabel('State')).toHaveValue('NSW');
    await expect(page.getByLabel('Postcode')).toHaveValue('2130');

    // A range, chosen with a click; Escape closes the list and keeps what was typed.
    await street.fill('');
    await street.pressSequentially('12-14 Smith St fitz', { delay: 40 });
    await expect(list.getByRole('option')).toHaveText(['12-14 Smith Street, Fitzroy VIC 3065']);
    await street.press('Escape');
    await expect(list).toBeHidden();
    await expect(street).toHaveValue('12-14 Smith St fitz');
    await street.press('ArrowDown');
    await list.getByRole('option', { name: '12-14 Smith Street, Fitzroy VIC 3065' }).click();
    await expect(street).toHaveValue('12-14 Smith Street');
    await expect(page.getByLabel('Suburb')).toHaveValue('Fitzroy');
    await expect(page.getByLabel('State')).toHaveValue('VIC');
    await expect(page.getByLabel('Postcode')).toHaveValue('3065');
    await expectNoSeriousA11yViolations(page, 'address form with suggestions');

    // The API takes the chosen range address as it is.
    await page.getByText('Passport', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Passport number')).toBeVisible();
    const { status } = await api<{ status: string }>('/user/kyc', { token });
    expect(status).toBe('address_submitted');
  });
});
