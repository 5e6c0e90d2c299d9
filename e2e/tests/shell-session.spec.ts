import { expect, test } from '@playwright/test';
import { SESSION_START_PATHS, TRADING_PAGE_REQUESTS } from '@wattle/shared/boot';
import { waitForEmail } from '../support/outbox';
import { shoot } from '../support/screens';
import { totp } from '../support/totp';
import {
  analyticsEvents,
  createCustomer,
  enableTwoFactor,
  endSessionOnServer,
  expectLivePage,
  expiredToken,
  NEWCOMER,
  openAccountMenu,
  PRERENDERED_MARKUP,
  storedToken,
  uniqueEmail,
  wrongPasswordsFor,
} from '../support/shell';
import { API_URL, ORIGINS, signInAs } from '../support/stack';

const PASSWORD = 'a long enough password';

test.describe('session', () => {
  test('sign up, verify the e-mail from the outbox, log in, open a protected page, log out', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup?referralCode=');
    await page.getByLabel('First name').fill('Matilda');
    await page.getByLabel('Last name').fill('Jones');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    const message = await waitForEmail(email, /verify/i);
    expect(message.link).toMatch(new RegExp(`^${ORIGINS.shell}/verify\\?token=`));
    await page.goto(message.link ?? '');
    await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();

    // A protected page sends a visitor to log in, and brings them back afterwards.
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login\?next=%2Fnotifications$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect.poll(() => analyticsEvents(page)).toContain('sign_in');
    const token = await storedToken(page);
    expect(token).not.toBeNull();

    // Verified e-mail, not yet phone and documents: the menu still offers Verification.
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Verification' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${ORIGINS.shell}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    // The server was told: the old token is worthless now.
    const after = await fetch(`${API_URL}/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  test('with two-factor on, log-in asks for the authenticator code', async ({ page }) => {
    const email = uniqueEmail('totp');
    await createCustomer(email, PASSWORD);
    // Set-up takes the app's previous code (one step of drift is allowed): each code opens one
    // door, so the current one must still be unused when the customer signs in below.
    const secret = await enableTwoFactor(email, PASSWORD, (key) => totp(key, Date.now() - 30_000));

    await page.goto('/login?next=%2Fnotifications');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    await page.getByLabel('Authenticator code').fill('000000');
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(page.getByTestId('form-error')).toHaveText(
      'That authenticator code is not correct',
    );
    await page.getByLabel('Authenticator code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    expect(await storedToken(page)).not.toBeNull();
  });

  test('five wrong codes pause the code step, and the page says so in plain words', async ({
    page,
  }) => {
    const email = uniqueEmail('codeguess');
    await createCustomer(email, PASSWORD);
    const secret = await enableTwoFactor(email, PASSWORD, (key) => totp(key, Date.now() - 30_000));

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    const formError = page.getByTestId('form-error');
    for (let wrong = 0; wrong < 5; wrong += 1) {
      await page.getByLabel('Authenticator code').fill('000000');
      // Each try is awaited to its answer: the same message would otherwise already match.
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/auth/login'),
      );
      await page.getByRole('button', { name: 'Verify and log in' }).click();
      expect((await answered).status()).toBe(401);
      await expect(formError).toHaveText('That authenticator code is not correct');
    }
    // Paused: even the right code is refused, with when to try again and what to do.
    await page.getByLabel('Authenticator code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(formError).toContainText('codes for this account are paused: try again');
    await expect(formError).toContainText('reset it from the log-in page');
    expect(await storedToken(page)).toBeNull();
    await shoot(page, 'two-factor-codes-paused');
  });

  test('after wrong passwords from elsewhere, the owner gets in with the password and the e-mailed link', async ({
    page,
  }) => {
    const email = uniqueEmail('attacked');
    await createCustomer(email, PASSWORD);
    await wrongPasswordsFor(email);

    // The right password alone no longer signs in: the page says why, and a link is sent.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText(/Your password is right/)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    const message = await waitForEmail(email, /sign-in link/i);
    expect(message.link).toMatch(new RegExp(`^${ORIGINS.shell}/login\\?token=`));
    await page.goto(message.link ?? '');
    await expect(page.getByText(/finish logging in with the link we e-mailed you/)).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storedToken(page)).not.toBeNull();

    // Signed in, the account is no longer under attack: the password alone works again.
    const again = await fetch(`${API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(((await again.json()) as { data: { status: string } }).data.status).toBe(
      'authenticated',
    );
  });

  test('a forgotten password is reset with the link from the outbox', async ({ page }) => {
    const email = uniqueEmail('reset');
    await createCustomer(email, PASSWORD);
    await page.goto('/login');
    // A link pressed while the live page replaces the prerendered one can be lost.
    await expectLivePage(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in form stays on screen until the next page is ready: fill the right one.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const message = await waitForEmail(email, /reset/i);
    await page.goto(message.link ?? '');
    const fresh = 'a brand new passphrase';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(fresh);
    await page.getByLabel('Repeat the new password').fill(`${fresh}!`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('form-error')).toHaveText('The two passwords do not match');
    await page.getByLabel('Repeat the new password').fill(fresh);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your password has been changed' }),
    ).toBeVisible();

    // The link works once.
    await page.goto(message.link ?? '');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(fresh);
    await page.getByLabel('Repeat the new password').fill(fresh);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('form-error')).toHaveText(
      'This reset link has expired or was already used. Ask for a new one.',
    );

    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(fresh);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${ORIGINS.shell}/dashboard`);
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'signed-in');
  });

  test('an expired token at start logs the visitor out, and is never sent', async ({ page }) => {
    const token = expiredToken();
    const sentWithIt: string[] = [];
    page.on('request', (request) => {
      // Not even the health poll, which is sent without a session.
      const asked = new URL(request.url()).pathname;
      if (request.headers().authorization === `Bearer ${token}`) {
        sentWithIt.push(asked);
      }
    });
    await page.goto('/config.json');
    await page.evaluate((expired) => localStorage.setItem('wattle.token', expired), token);
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login\?next=%2Fnotifications$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'public');

    // At `/` the expired session is a visitor's too: the marketing home, not the dashboard.
    await page.evaluate((expired) => localStorage.setItem('wattle.token', expired), token);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Buy, sell and swap crypto/ }),
    ).toBeVisible();
    await expectLivePage(page);
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'public');
    expect(await storedToken(page)).toBeNull();
    expect(sentWithIt).toEqual([]);
  });

  test("a returning customer's trading page asks for each of its data once, before the remote's code", async ({
    browser,
  }) => {
    // Each of the trading pages' early requests (the table the shell's entry sends them from).
    for (const [path, pageCalls] of Object.entries(TRADING_PAGE_REQUESTS)) {
      const calls = [...SESSION_START_PATHS, ...pageCalls];
      const context = await browser.newContext();
      const page = await context.newPage();
      // What the page's entry sends before the app has started (earlyRequestsFor), in the
      // order things were asked for: a call the app then makes again was not taken over.
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === ORIGINS.trading && url.pathname.endsWith('.js'))
          asked.push('trading code');
        else if (url.origin === API_URL && request.method() === 'GET')
          asked.push(url.pathname + url.search);
      });
      // Not the demo customer, whom other journeys trade as: a trade refetches what it changes.
      await signInAs(page, NEWCOMER);
      const answered = calls.map((call) =>
        page.waitForResponse((response) => {
          const url = new URL(response.url());
          return url.pathname + url.search === call;
        }),
      );
      await page.goto(path);
      await Promise.all(answered);
      await expectLivePage(page);
      expect(asked, path).toContain('trading code');
      const beforeCode = asked.slice(0, asked.indexOf('trading code'));
      for (const call of calls) {
        expect(
          asked.filter((made) => made === call),
          `${path}: ${call}`,
        ).toHaveLength(1);
        expect(beforeCode, `${path}: ${call}`).toContain(call);
      }
      await context.close();
    }
  });

  test('a 401 with a reason from the API forces a logout', async ({ page }) => {
    const token = await signInAs(page);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'signed-in');
    await endSessionOnServer(token);
    // The dashboard's first call with the ended session answers 401 with reason session_ended.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    await expect(page).toHaveURL(`${ORIGINS.shell}/`);
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'public');
    expect(await storedToken(page)).toBeNull();
  });

  test('/login starts the app at the first tap, and what is typed while it starts is kept', async ({
    page,
  }) => {
    const email = uniqueEmail('typed');
    await createCustomer(email, PASSWORD);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType())) {
        fetched.push(new URL(request.url()).pathname);
      }
    });
    await page.goto('/login');
    await expect(page.locator('[data-static-page]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    // The tap into the field starts the app; the visitor types on, at a person's pace, while
    // the page is replaced by its copy and then by the live form.
    await page.getByLabel('Email').click();
    await page.keyboard.type(email, { delay: 40 });
    await expect(page.locator(PRERENDERED_MARKUP)).toHaveCount(0);
    expect(fetched).toContain('/config.json');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storedToken(page)).not.toBeNull();
  });

  test('an unknown e-mail reads "Invalid email or password"', async ({ page }) => {
    await page.goto('/login');
    // A fresh address: failed logins count against the address's rate limit.
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password');
  });
});
