// Signs GET /v1/balances with a Wattle API key and prints the answer (Node 20+, no packages).
// Needs WATTLE_API (such as https://api.wattle.example), WATTLE_KEY_ID and WATTLE_KEY_SECRET.
import { createHmac, randomBytes } from 'node:crypto';

const api = process.env.WATTLE_API ?? '';
const keyId = process.env.WATTLE_KEY_ID ?? '';
const secret = process.env.WATTLE_KEY_SECRET ?? '';

async function signedFetch(method: string, path: string, body = ''): Promise<Response> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  // Five lines joined by line feeds, none after the body: timestamp, nonce, method, path, body.
  const signature = createHmac('sha256', secret)
    .update([timestamp, nonce, method, path, body].join('\n'))
    .digest('hex');
  return fetch(api + path, {
    method,
    headers: {
      'Wattle-Key': keyId,
      'Wattle-Timestamp': timestamp,
      'Wattle-Nonce': nonce,
      'Wattle-Signature': signature,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body } : {}),
  });
}

const response = await signedFetch('GET', '/v1/balances');
console.log(response.status, await response.text());
if (!response.ok) process.exit(1);
