import { DEMO_PASSWORD } from '@wattle/api/tooling';

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
