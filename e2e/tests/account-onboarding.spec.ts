import { expect, test, type Page } from '@playwright/test';
import {
  answerFirstWithdrawalWarning,
  customerWithVerifiedEmail,
  internationalMobile,
  latestSmsCode,
  shownMobile,
  signInWithPassword,
  uniqueBirthDate,
  uniqueMobile,
  staffToken,
  uniquePassport,
} from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { waitForEmail } from '../support/outbox';
import { shoot } from '../support/screens';
import { openAccountMenu, uniqueEmail } from '../support/shell';
import { ORIGINS } from '../support/stack';
import { totp } from '../support/totp';
import { api, depositAudByReference, depositCoins, openTrade, toast } from '../support/trading';

const PASSWORD = 'a long enough password';

// axe is injected as a script tag, which the page's CSP would refuse.
test.use({ bypassCSP: true });
// Whole journeys with screenshots at two widths: longer than the suite's default minute.
test.describe.configure({ timeout: 180_000 });

/** A date field by its label (its calendar button's name also mentions the label). */
function dateField(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

async function verifyMobile(page: Page, mobile: string) {
  await expect(page.getByRole('heading', { name: 'Verify your mobile' })).toBeVisible();
  await page.getByLabel('Australian mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(shownMobile(mobile))).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d+s/ })).toBeDisabled();
  return latestSmsCode(internationalMobile(mobile));
}

async function fillAddress(page: Page, document: 'Passport' | 'Driver’s licence') {
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await page.getByLabel('Street address').fill('12 Wattle Street');
  await page.getByLabel('Suburb').fill('Surry Hills');
  await page.getByLabel('State').selectOption('NSW');
  await page.getByLabel('Postcode').fill('2010');
  await page.getByText(document, { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const main = (page: Page) => page.getByRole('main');

/**
 * The whole onboarding, one person from start to finish through the UI (plus the sandbox
 * outbox, bank and chain): sign-up, e-mail, mobile, a declined then an accepted passport, BSB
 * and PayID, AUD paid in, a buy, a bank account and an AUD withdrawal, two-factor, and a BTC
 * withdrawal with the code. Serial: the second part is the same customer's.
 */
test.describe.serial('a stranger becomes a verified, funded customer', () => {
  const email = uniqueEmail('onboard');
  const mobile = uniqueMobile();

  test('signs up, verifies e-mail, mobile and passport, and is verified without a reload', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Olive');
    await page.getByLabel('Last name').fill('Tran');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    const message = await waitForEmail(email, /verify/i);
    await page.goto(message.link ?? '');
    await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Verification' }).click();
    await expect(page).toHaveURL(/\/new-profile$/);

    // The e-mail is done: the flow resumes at the mobile.
    const progress = page.getByRole('list', { name: 'Verification steps' });
    await expect(progress.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page, '/new-profile mobile');
    await shoot(page, 'new-profile-mobile');
    const code = await verifyMobile(page, mobile);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify mobile' }).click();

    // Identity: address, then a passport the sandbox declines.
    await fillAddress(page, 'Passport');
    await expect(page.getByLabel('Passport number')).toBeVisible();
    await expect(page.getByLabel('Given names')).toHaveValue('Olive');

    // The date picker: pick from the calendar, Escape closes it, typing works too.
    await page.getByRole('button', { name: 'Choose date of birth from a calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Calendar for date of birth' });
    await expect(calendar).toBeVisible();
    await calendar.getByRole('combobox', { name: /year/i }).selectOption('1985');
    await calendar.getByRole('combobox', { name: /month/i }).selectOption({ label: 'March' });
    await calendar.getByRole('button', { name: /15 March 1985/ }).click();
    await expect(calendar).toBeHidden();
    await expect(dateField(page, 'Date of birth')).toHaveValue('15/03/1985');
    await page.getByRole('button', { name: 'Choose passport expiry date from a calendar' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Calendar for passport expiry date' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/new-profile date picker');
    await shoot(page, 'new-profile-date-picker');
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('dialog', { name: 'Calendar for passport expiry date' }),
    ).toBeHidden();
    await dateField(page, 'Passport expiry date').pressSequentially('01012035');
    await expect(dateField(page, 'Passport expiry date')).toHaveValue('01/01/2035');
    await page.getByLabel('Passport number').fill('PA1234000');
    await shoot(page, 'new-profile-passport');
    await page.getByRole('button', { name: 'Verify my identity' }).click();

    await expect(page.getByText('We could not verify your identity')).toBeVisible();
    await expect(page.getByText(/passport/i).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/new-profile declined');
    await shoot(page, 'new-profile-declined');

    // Try again with a passport the sandbox accepts.
    await page.getByRole('button', { name: 'Try again' }).click();
    await fillAddress(page, 'Passport');
    // A person no other run verified: one document and one name with birth date per account.
    await dateField(page, 'Date of birth').pressSequentially(uniqueBirthDate().replaceAll('/', ''));
    await dateField(page, 'Passport expiry date').pressSequentially('01012035');
    await page.getByLabel('Passport number').fill(uniquePassport());
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await expect(page.getByText('You’re verified', { exact: true })).toBeVisible();
    // The last step offers "saved addresses only" (left off here: the next test withdraws
    // to an address it never saved).
    await expect(page.getByRole('button', { name: 'Turn on saved addresses only' })).toBeVisible();
    await shoot(page, 'new-profile-verified');

    // The header follows without a reload: no Verification item any more.
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Verification' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/profile?tab=PERSONAL_INFORMATION');
    await expect(page.getByRole('tab', { name: 'Personal information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(shownMobile(mobile))).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/profile personal information');
    await shoot(page, 'profile-personal-information');
  });

  test('sees BSB and PayID, is paid in, buys, withdraws AUD, turns on 2FA and withdraws BTC with the code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: ORIGINS.shell,
    });
    const token = await signInWithPassword(page, email, PASSWORD);

    // Deposit funds (the header's button): BSB and PayID, each with a copy button; no fees.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Deposit funds' }).first().click();
    await expect(page).toHaveURL(/\/transfer\?tab=deposit-fiat$/);
    await expect(main(page).getByRole('tab', { name: 'Bank Transfer' })).toBeVisible();
    await expect(main(page).getByText('BSB', { exact: true })).toBeVisible();
    await expect(
      main(page)
        .getByText(/no deposit fees/i)
        .first(),
    ).toBeVisible();
    const reference = (
      await main(page)
        .getByText(/^WT[A-Z2-9]{8}$/)
        .textContent()
    )?.trim();
    expect(reference).toBeTruthy();
    await main(page).getByRole('button', { name: 'Copy BSB' }).click();
    await expect(toast(page, 'Copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('999-001');
    await expectNoSeriousA11yViolations(page, '/profile deposit AUD');
    await shoot(page, 'deposit-fiat');
    await main(page).getByRole('tab', { name: 'PayID' }).click();
    await expect(main(page).getByText(/@pay\.wattle\.sandbox$/)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Copy PayID', exact: true })).toBeVisible();

    // The bank pays 500 in with that reference: the dashboard shows it, pushed, and a buy.
    await depositAudByReference(reference ?? '', '500');
    await page.goto('/dashboard');
    await expect(page.getByTestId('portfolio-fiat')).toHaveText('$500.00', { timeout: 20_000 });
    const dialog = await openTrade(page, 'Bitcoin', 'Buy');
    await dialog.getByRole('textbox', { name: /Amount to spend/ }).fill('100');
    await dialog.getByRole('button', { name: 'Preview order' }).click();
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your order was successful!' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByTestId('portfolio-fiat')).toHaveText('$400.00');

    // Register the bank account (step-up: the password, 2FA being off).
    await page.goto('/profile?tab=withdraw-fiat');
    await expect(main(page).getByText('Available: $400.00')).toBeVisible();
    await expect(main(page).getByLabel('Account name')).toHaveValue('Olive Tran');
    await main(page).getByLabel('BSB').fill('062-000');
    await main(page).getByLabel('Account number').fill('12345678');
    await main(page)
      .getByLabel(/^Password/)
      .fill(PASSWORD);
    await expectNoSeriousA11yViolations(page, '/profile withdraw AUD');
    await shoot(page, 'withdraw-fiat-register');
    await main(page).getByRole('button', { name: 'Add bank account' }).click();
    await expect(main(page).getByText('BSB 062-000 · Account ••••5678')).toBeVisible();
    await waitForEmail(email, /withdrawal bank account was added/);

    // Withdraw AUD 120: amount → review → password → sent, and its notification.
    const amount = main(page).getByRole('textbox', { name: 'Amount to withdraw' });
    await expect(amount).toHaveAttribute('placeholder', '$10.00 - $400.00');
    await amount.fill('120');
    await main(page).getByRole('button', { name: 'Review withdrawal' }).click();
    await answerFirstWithdrawalWarning(page);
    await main(page)
      .getByLabel(/^Password/)
      .fill(PASSWORD);
    await shoot(page, 'withdraw-fiat-confirm');
    await main(page).getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(main(page).getByText('Your withdrawal was sent')).toBeVisible();
    // Its notification joins the list; the page has said it, so no toast says it again.
    await expect
      .poll(async () =>
        (await api<{ title: string; message: string }[]>('/notification', { token })).some(
          (notification) =>
            notification.title === 'Withdrawal sent' && notification.message.includes('$120.00'),
        ),
      )
      .toBe(true);
    await expect(toast(page, /^Withdrawal sent/)).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Make another withdrawal' }).click();
    await expect(main(page).getByText('Available: $280.00')).toBeVisible();

    // Two-factor on, from the preferences tab. Turning it on starts a security hold on crypto
    // withdrawals; the admin shortens it to none for this change, and puts it back.
    const admin = await staffToken('admin@wattle.dev');
    await setSecurityHoldHours(admin, 0);
    let key: string;
    try {
      await page.goto('/profile?tab=preference');
      await page.getByRole('button', { name: 'Set up two-factor' }).click();
      key = (await page.getByTestId('two-factor-key').innerText()).replace(/\s/g, '');
      await page.getByLabel('6-digit code from your authenticator app').fill(totp(key));
      await page.getByRole('button', { name: 'Turn on two-factor' }).click();
      await page.getByRole('button', { name: 'I’ve saved my codes' }).click();
      await expect(page.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();
    } finally {
      // Whatever happened, the other journeys find the setting as it was.
      await setSecurityHoldHours(admin, 24);
    }

    // Coins arrive at the deposit address (QR and network warning shown); withdraw BTC.
    await page.goto('/profile?tab=deposit-crypto');
    await expect(
      main(page).getByRole('img', { name: /QR code of your BTC deposit address/ }),
    ).toBeVisible();
    await expect(main(page).getByText(/Send only BTC on the Bitcoin network/)).toBeVisible();
    await depositCoins(email, 'BTC', '0.05');
    await expectNoSeriousA11yViolations(page, '/profile deposit crypto');
    await shoot(page, 'deposit-crypto');

    await page.goto('/profile?tab=withdraw-crypto');
    await main(page).getByLabel('BTC address').fill(BTC_ADDRESS);
    // The Travel Rule questions: someone else's self-hosted wallet, with their name.
    await main(page).getByText('Someone else’s', { exact: true }).click();
    await main(page).getByText('A self-hosted wallet', { exact: true }).click();
    await main(page)
      .getByLabel(/^Their full name/)
      .fill('Sam Citizen');
    const coins = main(page).getByRole('textbox', { name: 'Amount the recipient gets' });
    await expect(coins).toHaveAttribute('placeholder', /^0\.001 BTC - 0\.05\d* BTC$/);
    await coins.fill('0.01');
    await main(page).getByRole('button', { name: 'Review withdrawal' }).click();
    await answerFirstWithdrawalWarning(page);
    await expect(main(page).getByText('Network fee', { exact: true })).toBeVisible();
    // The code that turned 2FA on is spent: the authenticator's next one.
    await main(page)
      .getByLabel(/^Authenticator code/)
      .fill(totp(key, Date.now() + 30_000));
    await expectNoSeriousA11yViolations(page, '/profile withdraw crypto');
    await shoot(page, 'withdraw-crypto-confirm');
    await main(page).getByRole('button', { name: 'Withdraw BTC' }).click();
    await expect(main(page).getByText('Your withdrawal was sent')).toBeVisible();
    await main(page).getByRole('button', { name: 'Make another withdrawal' }).click();
    await shoot(page, 'withdraw-crypto');
  });
});

/** The admin's security hold setting, through the audited admin API. */
async function setSecurityHoldHours(token: string, hours: number) {
  await api('/admin/withdrawal-rules', {
    method: 'PUT',
    token,
    body: { securityHoldHours: hours },
  });
}

test.describe('account onboarding', () => {
  test('a driver’s licence the sandbox declines, then a politically exposed person verified pending review', async ({
    page,
  }) => {
    const email = uniqueEmail('pep');
    await customerWithVerifiedEmail(email, PASSWORD, {
      firstName: 'Priya',
      lastName: 'Politician',
    });
    await signInWithPassword(page, email, PASSWORD);
    await page.goto('/new-profile');
    const code = await verifyMobile(page, uniqueMobile());
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify mobile' }).click();

    const licence = async (number: string) => {
      await fillAddress(page, 'Driver’s licence');
      await expect(page.getByLabel('Last name')).toHaveValue('Politician');
      await dateField(page, 'Date of birth').pressSequentially('02021980');
      await page.getByLabel('Licence number').fill(number);
      await page.getByLabel('Card number').fill('P1234567');
      await page.getByLabel('State of issue').selectOption('VIC');
      await dateField(page, 'Licence expiry date').pressSequentially('30062031');
      await page.getByRole('button', { name: 'Verify my identity' }).click();
    };
    await licence('X1234567');
    await expect(page.getByText('We could not verify your identity')).toBeVisible();
    await expect(main(page).getByText(/could not verify that driver’s licence/)).toBeVisible();
    await shoot(page, 'new-profile-licence-declined');

    await page.getByRole('button', { name: 'Try again' }).click();
    await licence('012345678');
    await expect(main(page).getByText('You’re verified — one more check')).toBeVisible();
    await expect(
      main(page).getByText(/Our team will review your account before you can deposit or trade/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/new-profile PEP review');
    await shoot(page, 'new-profile-pep-review');

    // Verified (no Verification item), but no money until the review: Buy says why.
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Verification' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Buy Bitcoin', exact: true })).toBeDisabled();
  });

  test('five wrong codes lock the mobile check with their own message', async ({ page }) => {
    const email = uniqueEmail('otp-limit');
    const mobile = uniqueMobile();
    await customerWithVerifiedEmail(email, PASSWORD);
    await signInWithPassword(page, email, PASSWORD);
    await page.goto('/new-profile');
    const code = await verifyMobile(page, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await page.getByLabel('6-digit code').fill(wrong);
      await page.getByRole('button', { name: 'Verify mobile' }).click();
      await expect(page.getByTestId('form-error')).toHaveText(
        `That code is not correct. ${5 - attempt} ${5 - attempt === 1 ? 'attempt' : 'attempts'} left.`,
      );
    }
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Verify mobile' }).click();
    await expect(page.getByTestId('form-error')).toHaveText(
      'You have entered a wrong code 5 times. Send a new code to try again.',
    );
    await expect(page.getByLabel('6-digit code')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Verify mobile' })).toBeDisabled();
    await shoot(page, 'new-profile-otp-limit');
  });

  test('a referral link is copied, used by a second sign-up and shows in referral history; 2FA turns on', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: ORIGINS.shell,
    });
    const email = uniqueEmail('referrer');
    await customerWithVerifiedEmail(email, PASSWORD);
    await signInWithPassword(page, email, PASSWORD);

    await page.goto('/profile?tab=REFER_A_FRIEND');
    await expect(page.getByRole('tab', { name: 'Refer a friend' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(/You earn \d+\.\d{2}% of the trading fees/)).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Copied to clipboard')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${ORIGINS.shell}/signup\\?referralCode=[\\w%-]+$`));
    await expect(page.getByLabel('Your referral link')).toHaveValue(link);
    await expectNoSeriousA11yViolations(page, '/profile refer a friend');
    await shoot(page, 'profile-refer-a-friend');

    // A friend signs up with the link, in a browser of their own.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await expect(friend.getByLabel('Referral code (optional)')).not.toHaveValue('');
    await friend.getByLabel('First name').fill('Ruby');
    await friend.getByLabel('Last name').fill('Singh');
    await friend.getByLabel('Email').fill(uniqueEmail('referee'));
    await friend.getByLabel('Password').fill(PASSWORD);
    await friend.getByRole('button', { name: 'Sign up' }).click();
    await expect(friend.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await friendContext.close();

    await page.getByRole('tab', { name: 'Referral history' }).click();
    await expect(page).toHaveURL(/tab=referral-history/);
    const table = page.getByRole('table', { name: 'Friends you referred' });
    await expect(table.getByRole('row', { name: /Ruby S\./ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Ruby S\./ })).toContainText('$0.00');
    await expectNoSeriousA11yViolations(page, '/profile referral history');
    await shoot(page, 'profile-referral-history');
    // Back returns to the tab before.
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Refer a friend' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Two-factor: scan (or type) the key, confirm with a code.
    await page.goto('/profile?tab=preference');
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const key = (await page.getByTestId('two-factor-key').innerText()).replace(/\s/g, '');
    await expectNoSeriousA11yViolations(page, '/profile preference');
    await shoot(page, 'profile-preference-2fa');
    await page.getByLabel('6-digit code from your authenticator app').fill(totp(key));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    // The backup codes, shown once, before two-factor reads as on.
    await expect(page.getByText('Save your backup codes')).toBeVisible();
    await shoot(page, 'profile-preference-backup-codes');
    await page.getByRole('button', { name: 'I’ve saved my codes' }).click();
    await expect(page.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();

    // Which notifications also go by e-mail: money movements are on until turned off, and the
    // choice is remembered.
    const withdrawals = page.getByRole('checkbox', { name: /Withdrawals/ });
    await expect(withdrawals).toBeChecked();
    await page.getByText('Withdrawals', { exact: true }).click();
    await expect(withdrawals).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /Withdrawals/ })).not.toBeChecked();
  });
});
