import { expect, type Page } from '@playwright/test';
import { readOutbox, waitForEmail } from './outbox';
import { createCustomer, type PersonName } from './shell';
import { API_URL, ORIGINS } from './stack';

/** An Australian mobile no other run has used: codes for it are this journey's alone. */
export function uniqueMobile(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `04${digits}`;
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
