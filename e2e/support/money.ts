import { expect, type Page } from '@playwright/test';
import { waitForEmail, readOutbox } from './outbox';
import { uniqueEmail } from './shell';
import { API_URL, ORIGINS } from './stack';

interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
}

async function call<T>(
  path: string,
  { method = 'POST', body, token }: CallOptions = {},
): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { data: T };
  expect(response.ok, `${method} ${path}: ${JSON.stringify(payload)}`).toBe(true);
  return payload.data;
}

export interface Customer {
  email: string;
  password: string;
  token: string;
  firstName: string;
  lastName: string;
}

/**
 * A customer of their own, verified the way a person is (e-mail link, SMS code, address and
 * passport against the sandbox), so a journey can change their security settings without
 * touching the shared demo customer other journeys sign in as.
 */
export async function verifiedCustomer(prefix: string): Promise<Customer> {
  const email = uniqueEmail(prefix);
  const password = `Wattle-${Math.random().toString(36).slice(2)}-Journey!`;
  const person = { firstName: 'Harper', lastName: 'Nguyen' };
  await call('/auth/signup', { body: { email, password, ...person } });
  const { token } = await call<{ token: string }>('/auth/login', { body: { email, password } });
  const verifyMail = await waitForEmail(email, /Verify your e-mail/);
  const link = new URL(verifyMail.link ?? '');
  await call('/user/verify/token', {
    method: 'PUT',
    body: { token: link.searchParams.get('token') },
    token,
  });
  const phoneNumber = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await call('/user/verify/phone', { body: { phoneNumber }, token });
  const normalised = `+61${phoneNumber.slice(1)}`;
  let code = '';
  await expect
    .poll(async () => {
      const [sms] = await readOutbox(normalised);
      code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await call('/user/verify/phone', { body: { phoneNumber, otp: code }, token });
  await call('/user/kyc', {
    body: {
      identityType: 'passport',
      address: {
        streetAddress: '12 Wattle Street',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
      },
    },
    token,
  });
  await call('/user/kyc/passport', {
    method: 'PUT',
    body: {
      passportNo: 'PA1234567',
      passportExpiry: '01/01/2032',
      givenNames: person.firstName,
      lastName: person.lastName,
      dateOfBirth: '14/02/1990',
    },
    token,
  });
  return { email, password, token, ...person };
}

/** Hands a customer's session to the page's origin, as the login page does. */
export async function signInWith(page: Page, token: string) {
  await page.goto(`${ORIGINS.shell}/config.json`);
  await page.evaluate((value) => localStorage.setItem('wattle.token', value), token);
}

/** The sandbox chain: coins arrive at the customer's deposit address. */
export async function depositCoins(email: string, asset: string, amount: string) {
  await call('/sandbox/deposits/crypto', { body: { email, asset, amount } });
}

/** The sandbox bank: AUD arrives with the reference the customer was told to use. */
export async function depositAudByReference(reference: string, amount: string) {
  await call('/sandbox/deposits/fiat', { body: { reference, amount } });
}
