import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Headers = Record<string, string>;

/** GET a call that must answer 200, and unwrap its `data`. */
export async function getData<T>(app: FastifyInstance, url: string, headers: Headers): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}
