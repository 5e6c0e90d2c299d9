import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { waitForEmail } from '../support/outbox';
import { createCustomer, openAccountMenu, uniqueEmail, wrongPasswordsFor } from '../support/shell';
import { signInAs } from '../support/stack';

// axe is injected as a script; the pages' CSP (rightly) refuses inline scripts.
test.use({ bypassCSP: true });

const PUBLIC_PAGES: [string, string][] = [
  ['/login', 'Log in'],
  ['/signup', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/password-reset?token=abcdefghijklmnopqrstuvwxyz', 'Choose a new password'],
  ['/verify?token=abcdefghijklmnopqrstuvwxyz', 'We could not verify your e-mail'],
];

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [path, heading] of PUBLIC_PAGES) {
      test(`${path} has no serious violation`, async ({ page }) => {
        await open(page, path, heading);
        await expectNoSeriousA11yViolations(page, `${path} at ${width} px`);
      });
    }

    test('a form showing its error has no serious violation', async ({ page }) => {
      await open(page, '/login', 'Log in');
      await page.getByLabel('Email').fill(uniqueEmail('a11y'));
      await page.getByLabel('Password').fill('wrong password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByTestId('form-error')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/login with an error at ${width} px`);
    });

    test('the sign-in link screens have no serious violation', async ({ page }) => {
      const email = uniqueEmail('a11y-link');
      await createCustomer(email, 'a long enough password');
      await wrongPasswordsFor(email);
      await open(page, '/login', 'Log in');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('a long enough password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(
        page.getByRole('heading', { name: 'Check your e-mail', level: 1 }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/login, link sent, at ${width} px`);
      const message = await waitForEmail(email, /sign-in link/i);
      await page.goto(message.link ?? '');
      await expect(page.getByText(/finish logging in with the link/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/login from the link at ${width} px`);
    });

    test('/notifications, signed in, has no serious violation', async ({ page }) => {
      await signInAs(page);
      await open(page, '/notifications', 'Notifications');
      await expectNoSeriousA11yViolations(page, `/notifications at ${width} px`);
    });
  });
}

test('the open account menu and the support chat have no serious violation', async ({ page }) => {
  await signInAs(page);
  await open(page, '/notifications', 'Notifications');
  await openAccountMenu(page);
  await expectNoSeriousA11yViolations(page, 'account menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  // Without a chat vendor, a signed-in customer chats with the support console.
  await expect(page.getByRole('dialog', { name: 'Chat with Wattle support' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'support chat');
});
