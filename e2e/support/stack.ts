import { expect, type Page } from '@playwright/test';
import { localOrigin as local, localPorts, portOffsetOf } from '@wattle/shared/local-ports';

/** The same shift scripts/e2e-stack.ts applies, so two stacks can run side by side. */
const PORTS = localPorts(portOffsetOf(process.env.WATTLE_PORT_OFFSET));

export const ORIGINS = {
  shell: local(PORTS.shell),
  marketing: local(PORTS.marketing),
  trading: local(PORTS.trading),
  account: local(PORTS.account),
  history: local(PORTS.history),
  api: local(PORTS.api),
} as const;
export const API_URL = ORIGINS.api;
export const CONTROL_URL = `http://127.0.0.1:${PORTS.e2eControl}`;
/** A spare port for a second copy of a remote (what a staging override points at). */
export const ALTERNATE_PORT = PORTS.e2eAlternate;

export const DEMO_PASSWORD = 'wattle-demo-pass';
export const DEMO_CUSTOMER = 'customer@wattle.dev';

/** Stops or starts one part of the running stack (see scripts/e2e-stack.ts). */
export async function control(path: string): Promise<void> {
  const response = await fetch(`${CONTROL_URL}${path}`, { method: 'POST' });
  expect(response.ok, `control ${path}`).toBe(true);
}

/**
 * Tokens from earlier sign-ins in this worker, reused while the server still accepts them: a
 * sign-in hashes the password, and the journeys sign the demo customer in a hundred times. A
 * journey that ends its session (logging out) costs the next one a fresh sign-in, no more.
 */
const sessions = new Map<string, string>();

async function liveSession(email: string): Promise<string | undefined> {
  const token = sessions.get(email);
  if (!token) return undefined;
  const response = await fetch(`${API_URL}/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.ok) return token;
  sessions.delete(email);
  return undefined;
}

/** The person's session token: one they already have while the API accepts it, else a new one. */
export async function sessionToken(email = DEMO_CUSTOMER): Promise<string> {
  const live = await liveSession(email);
  if (live) return live;
  const response = await fetch(`${API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.ok, `sign in as ${email}: ${response.status}`).toBe(true);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  sessions.set(email, token);
  return token;
}

/** Signs in through the API and hands the token to the page's origin, as login does. */
export async function signInAs(page: Page, email = DEMO_CUSTOMER, origin: string = ORIGINS.shell) {
  const token = await sessionToken(email);
  await page.goto(`${origin}/config.json`);
  await page.evaluate((value) => localStorage.setItem('wattle.token', value), token);
  return token;
}
