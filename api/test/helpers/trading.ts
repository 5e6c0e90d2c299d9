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

/** What a customer orders: the terms a quote is asked for and its execution repeats. */
export type OrderTerms = {
  cryptoAssetId: string;
  orderAmount: string;
  orderType: 'buy' | 'sell' | 'swap';
  targetAssetId?: string;
};

/** The submit body that executes quote `quoteId` on `order`'s terms. */
export function orderFor(quoteId: string, order: OrderTerms) {
  return {
    quoteId,
    cryptoAssetId: order.cryptoAssetId,
    orderAmount: order.orderAmount,
    orderType: order.orderType,
    type: 'preview',
  };
}

/** Quotes `order`, failing the test if that is refused, and returns the body that executes it. */
export async function quotedOrder(app: FastifyInstance, headers: Headers, order: OrderTerms) {
  const quoted = await quote(app, headers, order);
  expect(quoted.statusCode, quoted.body).toBe(200);
  return orderFor(quoted.json<{ data: { quoteId: string } }>().data.quoteId, order);
}

/** Quote then submit with the quote's own terms; returns both responses. */
export async function trade(
  app: FastifyInstance,
  headers: Headers,
  order: OrderTerms,
  extraHeaders: Headers = {},
) {
  const quoted = await quote(app, headers, order);
  if (quoted.statusCode !== 200) return { quoted, submitted: quoted };
  const { quoteId } = quoted.json().data as { quoteId: string };
  const submitted = await submit(app, { ...headers, ...extraHeaders }, orderFor(quoteId, order));
  return { quoted, submitted };
}

/** Trades `order` and returns the id of the trade it executed. */
export async function tradeId(
  app: FastifyInstance,
  headers: Headers,
  order: OrderTerms,
): Promise<string> {
  const { submitted } = await trade(app, headers, order);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json<{ data: { tradeId: string } }>().data.tradeId;
}

/**
 * A short trading history for the history suites: a BTC buy for 1000 AUD, then a sell of
 * 0.001 BTC and a swap of 0.001 BTC to ETH. Returns the trade ids (the swap's two legs apart).
 */
export async function buySellSwap(app: FastifyInstance, headers: Headers) {
  const buy = await tradeId(app, headers, {
    cryptoAssetId: 'btc',
    orderAmount: '1000',
    orderType: 'buy',
  });
  const sell = await tradeId(app, headers, {
    cryptoAssetId: 'btc',
    orderAmount: '0.001',
    orderType: 'sell',
  });
  const { submitted } = await trade(app, headers, {
    cryptoAssetId: 'btc',
    orderAmount: '0.001',
    orderType: 'swap',
    targetAssetId: 'eth',
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const swap = submitted.json<{ data: { tradeId: string; swapLeg: { tradeId: string } } }>().data;
  return { buy, sell, swapSell: swap.tradeId, swapBuy: swap.swapLeg.tradeId };
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
