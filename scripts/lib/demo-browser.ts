import { DEMO_PASSWORD } from '../../api/src/seed/demo-users.ts';

/**
 * What the benchmarks drive Debian's Chromium with: the journeys' flags (e2e/playwright.config.ts),
 * no sandbox, GPU or network noise. Never a downloaded browser.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The demo customer's session token, signed in through the API (or balancer) at `apiUrl`. */
export async function signInDemoCustomer(apiUrl: string): Promise<string> {
  const response = await fetch(new URL('/auth/login', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@wattle.dev', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`The demo customer's sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
