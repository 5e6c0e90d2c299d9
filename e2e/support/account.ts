import { type Browser, expect, type Page } from '@playwright/test';
import { readOutbox, waitForEmail } from './outbox';
import { createCustomer, type PersonName, uniqueEmail } from './shell';
import { API_URL, DEMO_PASSWORD, ORIGINS } from './stack';
import { totp } from './totp';
import { api } from './trading';

/** An Australian mobile no other run has used: codes for it are this journey's alone. */
export function uniqueMobile(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `04${digits}`;
}

/**
 * A passport number no other run used, and not one the sandbox declines (ending 000): a
 * document verifies one account only (docs/product/identity.md#one-person-one-account).
 */
export function uniquePassport(): string {
  return `PA${String(1_000_001 + Math.floor(Math.random() * 8_000_000))}`;
}

/**
 * An adult's date of birth, DD/MM/YYYY, drawn at random: the same name with the same date of
 * birth as another account waits for staff review.
 */
export function uniqueBirthDate(): string {
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  return `${day}/${month}/${1950 + Math.floor(Math.random() * 50)}`;
}

/** A mobile as every screen shows it: "0497 412 895" (docs/product/screens.md#mobile-numbers). */
export function shownMobile(local: string): string {
  return local.replace(/\s/g, '').replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3');
}

export function internationalMobile(local: string): string {
  return `+61${local.replace(/\s/g, '').slice(1)}`;
}

/** The newest 6-digit code the sandbox texted to a mobile. */
export async function latestSmsCode(mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [message] = (await readOutbox(mobile)).filter((item) => item.channel === 'sms');
      code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/** A customer who signed up and clicked the e-mail link, as far as the API is concerned. */
export async function customerWithVerifiedEmail(
  email: string,
  password: string,
  name?: PersonName,
) {
  await createCustomer(email, password, name);
  const message = await waitForEmail(email, /verify/i);
  const token = new URL(message.link ?? '').searchParams.get('token');
  const response = await fetch(`${API_URL}/user/verify/token`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(response.ok, 'verify e-mail').toBe(true);
}

/** Signs a customer in through the API and hands the token to the shell, as login does. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  const response = await fetch(`${API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.ok, `sign in as ${email}`).toBe(true);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  await page.goto(`${ORIGINS.shell}/config.json`);
  await page.evaluate((value) => localStorage.setItem('wattle.token', value), token);
  return token;
}

/**
 * The first withdrawal to a destination asks why, before the password or code
 * (docs/product/funding.md#first-withdrawal-warning); a low-risk reason lets it go on.
 */
export async function answerFirstWithdrawalWarning(page: Page, reason = 'own_account') {
  await page
    .getByRole('combobox', { name: /Why are you making this withdrawal/ })
    .selectOption(reason);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export interface KycAddress {
  streetAddress: string;
  suburb: string;
  state: string;
  postcode: string;
}

export interface VerifiedCustomer {
  email: string;
  token: string;
  userId: string;
  /** The passport number and date of birth it verified with (the identity answers). */
  passport: string;
  dateOfBirth: string;
}

/**
 * A new customer verified through the API as the verification flow would — e-mail, mobile,
 * then passport — and signed in on `page`. Its e-mail, mobile, passport number and date of
 * birth are its own, so no other run's customer is the same person.
 */
export async function verifiedCustomer(
  page: Page,
  options: { tag: string; name: PersonName; address: KycAddress; password: string },
): Promise<VerifiedCustomer> {
  const email = uniqueEmail(options.tag);
  await customerWithVerifiedEmail(email, options.password, options.name);
  const token = await signInWithPassword(page, email, options.password);
  const mobile = uniqueMobile();
  await api('/user/verify/phone', { method: 'POST', token, body: { phoneNumber: mobile } });
  const otp = await latestSmsCode(internationalMobile(mobile));
  await api('/user/verify/phone', { method: 'POST', token, body: { phoneNumber: mobile, otp } });
  await api('/user/kyc', {
    method: 'POST',
    token,
    body: { identityType: 'passport', address: options.address },
  });
  const passport = uniquePassport();
  const dateOfBirth = uniqueBirthDate();
  await api('/user/kyc/passport', {
    method: 'PUT',
    token,
    body: {
      passportNo: passport,
      passportExpiry: '01/01/2033',
      givenNames: options.name.firstName,
      lastName: options.name.lastName,
      dateOfBirth,
    },
  });
  const { userId } = await api<{ userId: string }>('/user', { token });
  return { email, token, userId, passport, dateOfBirth };
}

/** The sandbox authenticator secret of the demo staff (api/src/seed/demo-users.ts). */
export const STAFF_TOTP_SECRET = 'WATTLESTAFFDEMOTOTPSECRETA234567';

/**
 * A demo staff member's session through login-admin, with the authenticator code. A code signs
 * in once per account, so when another journey has just spent this one, the next code (at
 * most 30 s away) is used instead.
 */
export async function staffToken(email: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${API_URL}/auth/login-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, otp: totp(STAFF_TOTP_SECRET) }),
    });
    const body = (await response.json()) as { data?: { token?: string }; code?: string };
    if (body.data?.token) return body.data.token;
    if (body.code !== 'OtpError' || attempt >= 2) {
      throw new Error(`staff sign-in refused: ${JSON.stringify(body)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
}

/** A page of its own (own storage) at mf-account's standalone origin, signed in with `token`. */
export async function consolePage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`${ORIGINS.account}/config.json`);
  await page.evaluate((value) => localStorage.setItem('wattle.token', value), token);
  return page;
}

/** A verified customer with $500 and their own bank account registered, signed in on `page`. */
export async function customerReadyToWithdraw(
  page: Page,
  options: { tag: string; password: string },
): Promise<VerifiedCustomer> {
  const customer = await verifiedCustomer(page, {
    tag: options.tag,
    name: { firstName: 'Riley', lastName: 'Tran' },
    address: { streetAddress: '3 Banksia Road', suburb: 'Carlton', state: 'VIC', postcode: '3053' },
    password: options.password,
  });
  await api('/sandbox/deposits/fiat', {
    method: 'POST',
    body: { userId: customer.userId, amount: '500' },
  });
  await api('/banking/withdraw-account', {
    method: 'POST',
    token: customer.token,
    body: {
      accountName: 'Riley Tran',
      bsb: '062-000',
      accountNumber: '12345678',
      password: options.password,
    },
  });
  return customer;
}
