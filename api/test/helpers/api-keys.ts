import { createHmac, randomBytes } from 'node:crypto';
import { apiKeySigningText, type ApiKeyCreated } from '@wattle/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { fundedCustomer, PASSWORD } from './users.js';

type Headers = Record<string, string>;

export interface KeyPair {
  keyId: string;
  secret: string;
}

/** Creates a key through the route, with the password as step-up. */
export async function createKey(
  app: FastifyInstance,
  headers: Headers,
  body: Record<string, unknown> = {},
): Promise<KeyPair & { created: ApiKeyCreated }> {
  const response = await app.inject({
    method: 'POST',
    url: '/user/api-keys',
    headers,
    payload: { label: 'Test bot', scopes: ['read'], password: PASSWORD, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  const created = response.json<{ data: ApiKeyCreated }>().data;
  return { keyId: created.key.keyId, secret: created.secret, created };
}

/** A new signed-in customer holding `holdings` (nothing unless given), and their key with `scopes`. */
export async function customerWithKey(
  app: FastifyInstance,
  scopes: ('read' | 'trade')[],
  holdings: Record<string, string> = {},
) {
  const customer = await fundedCustomer(app, holdings);
  const key = await createKey(app, customer.headers, { scopes });
  return { customer, key };
}

export interface SignOptions {
  timestamp?: number;
  nonce?: string;
  /** Signs this instead of what is sent: a wrong signature. */
  signedBody?: string;
  headers?: Headers;
  remoteAddress?: string;
}

/** The four signing headers for one request. */
export function signingHeaders(
  key: KeyPair,
  method: string,
  pathAndQuery: string,
  body: string,
  options: SignOptions = {},
): Headers {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? randomBytes(12).toString('hex');
  const signature = createHmac('sha256', key.secret)
    .update(
      apiKeySigningText({
        timestamp,
        nonce,
        method,
        pathAndQuery,
        body: options.signedBody ?? body,
      }),
    )
    .digest('hex');
  return {
    'wattle-key': key.keyId,
    'wattle-timestamp': timestamp,
    'wattle-nonce': nonce,
    'wattle-signature': signature,
  };
}

/** A signed request through app.inject. */
export function signed(
  app: FastifyInstance,
  key: KeyPair,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  options: SignOptions = {},
) {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  return app.inject({
    method,
    url,
    headers: {
      ...signingHeaders(key, method, url, body, options),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(payload === undefined ? {} : { payload: body }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}
