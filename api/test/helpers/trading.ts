import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Headers = Record<string, string>;

export async function quote(app: FastifyInstance, headers: Headers, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/order/quote',
    headers,
    payload: { type: 'PREVIEW', ...body },
  });
}

export async function submit(
  app: FastifyInstance,
  headers: Headers,
  body: Record<string, unknown>,
) {
  return app.inject({ method: 'POST', url: '/order/submit', headers, payload: body });
}

/** Quote then submit with the quote's own terms; returns both responses. */
export async function trade(
  app: FastifyInstance,
  headers: Headers,
  order: {
    cryptoAssetId: string;
    orderAmount: string;
    orderType: 'buy' | 'sell' | 'swap';
    targetAssetId?: string;
  },
  extraHeaders: Headers = {},
) {
  const quoted = await quote(app, headers, order);
  if (quoted.statusCode !== 200) return { quoted, submitted: quoted };
  const { quoteId } = quoted.json().data as { quoteId: string };
  const submitted = await submit(
    app,
    { ...headers, ...extraHeaders },
    {
      quoteId,
      cryptoAssetId: order.cryptoAssetId,
      orderAmount: order.orderAmount,
      orderType: order.orderType,
      type: 'preview',
    },
  );
  return { quoted, submitted };
}

export async function countRows(
  app: FastifyInstance,
  table: 'postings' | 'journal_entries' | 'trades',
) {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Quote and buy a bucket for `spend` AUD; returns the quote id the order is known by. */
export async function buyBucket(
  app: FastifyInstance,
  headers: Headers,
  spend: string,
  bucketId = 'steady',
): Promise<string> {
  const quoted = await app.inject({
    method: 'POST',
    url: '/bucketOrder/quote',
    headers,
    payload: { bucketId, spend },
  });
  const { quoteId } = quoted.json<{ data: { quoteId: string } }>().data;
  const submitted = await app.inject({
    method: 'POST',
    url: '/bucketOrder/submit',
    headers,
    payload: { quoteId, bucketId },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return quoteId;
}
/**
 * The order suites run twice: with group commit (submits within 2 ms in one transaction,
 * docs/architecture.md#group-commit) and with each submit alone.
 */
export const SUBMIT_BATCHING = [
  { batching: 'on', env: { TRADE_SUBMIT_BATCH_WINDOW_MS: 2 } },
  { batching: 'off', env: { TRADE_SUBMIT_BATCH_WINDOW_MS: 0 } },
] as const;
