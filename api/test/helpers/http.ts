import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { MALFORMED_BODY, MALFORMED_JSON } from './db.js';

type Headers = Record<string, string>;

/** GET a call that must answer 200, and unwrap its `data`. */
export async function getData<T>(app: FastifyInstance, url: string, headers: Headers): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

/** Sends a body that is not JSON at all: the API refuses it with 400, saying so. */
export async function expectMalformedJsonRefused(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
): Promise<void> {
  const response = await app.inject({
    method,
    url,
    headers: MALFORMED_JSON,
    payload: MALFORMED_BODY,
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe('The request body is not valid JSON');
}
