import {
  assetListSchema,
  bucketListSchema,
  bucketOrderResultSchema,
  bucketSubmitRequestSchema,
  envelope,
  historyPageQuerySchema,
  orderPlaceRequestSchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderResultSchema,
  orderSchema,
  orderSubmitRequestSchema,
  portfolioBalancesSchema,
  text,
  tradeListSchema,
} from '@wattle/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { clientAddressReader } from '../../lib/client-address.js';
import { depsOf } from '../../lib/service-deps.js';
import { keyAuthentication, keyCallerOf } from '../api-keys/index.js';
import { pricedAssets } from '../assets/index.js';
import {
  allBuckets,
  bucketQuoteHandler,
  bucketQuoteSchemas,
  submitBucketOrder,
} from '../buckets/index.js';
import { coinTrackingCsv, koinlyCsv, tradeHistory } from '../history/index.js';
import {
  cancelOrder,
  getOrder,
  orderListHandler,
  orderListSchemas,
  placeOrder,
} from '../orders/index.js';
import { portfolioBalances } from '../portfolio/index.js';
import {
  createOrderQuote,
  quoteSubmitter,
  submitOrder,
  validIdempotencyKey,
} from '../trading/index.js';
import { idempotencyKeyRequired } from './public-api-errors.js';
import { publicStream } from './public-api-stream.js';

export interface PublicApiOptions {
  redis: Redis | null;
  serverSecret: string;
  /** Group commit of market-order submits, as for the app's own (docs/architecture.md#group-commit). */
  submitBatchWindowMs: number;
  /** The app's `trustProxy`: the stream reads its client's address as every route does. */
  trustedProxies: readonly string[];
}

/** Every write carries one: a retried order never executes twice. */
const writeHeaders = z.object({
  'idempotency-key': text('Send an Idempotency-Key header with every write'),
});

const orderParams = z.object({ orderId: z.uuid('That order was not found') });

const SECURITY = [{ apiKey: [], apiSignature: [], apiTimestamp: [], apiNonce: [] }];

function idempotencyKeyOf(request: FastifyRequest): string {
  const key = validIdempotencyKey(request.headers['idempotency-key'] as string | undefined);
  if (!key) throw idempotencyKeyRequired();
  return key;
}

/**
 * The public API under /v1 (docs/product/api-keys.md#the-public-api): what a customer's key
 * may call, on the same contracts and services as the app. Every call is signed
 * (api-keys/key-authentication.ts); reads need the read scope, quotes and orders the trade
 * scope and the account's own permission to buy or sell. Reads and quotes, which change
 * nothing, may check their key from the key cache (`config.sessionCache`, as the app's polls
 * and quotes do); orders check it afresh.
 */
export const publicApiRoutes: FastifyPluginAsyncZod<PublicApiOptions> = async (app, options) => {
  // The signature covers the body as sent, so keep it before parsing it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    void parseJson(request, body as string, done);
  });
  const keys = keyAuthentication(app, options);
  const submit = quoteSubmitter(app.db, options.submitBatchWindowMs);
  app.addHook('preValidation', keys.authenticate);
  const stream = publicStream(app, keys, {
    clientAddress: clientAddressReader(options.trustedProxies),
    acrossInstances: options.redis !== null,
  });
  const reads = keys.requireScope('read');
  const trades = keys.requireScope('trade');
  const tags = ['public-api'];

  const mayTrade = async (request: FastifyRequest) => {
    const { orderType } = request.body as { orderType: string };
    if (orderType !== 'buy') await keys.requirePermission('SELL')(request);
    if (orderType !== 'sell') await keys.requirePermission('BUY')(request);
  };
  const mayPlace = async (request: FastifyRequest) => {
    const { side } = request.body as { side: string };
    await keys.requirePermission(side === 'buy' ? 'BUY' : 'SELL')(request);
  };

  app.get(
    '/assets',
    {
      config: { sessionCache: true },
      schema: {
        tags,
        security: SECURITY,
        summary: 'Every listed asset with its live buy and sell prices',
        response: { 200: envelope(assetListSchema) },
      },
      preHandler: reads,
    },
    async (request) => ({ data: await pricedAssets(depsOf(request)) }),
  );

  app.get(
    '/balances',
    {
      config: { sessionCache: true },
      schema: {
        tags,
        security: SECURITY,
        summary: 'Everything the key owner holds, valued in AUD',
        response: { 200: envelope(portfolioBalancesSchema) },
      },
      preHandler: reads,
    },
    async (request) => ({
      data: await portfolioBalances(depsOf(request), keyCallerOf(request).userId),
    }),
  );

  app.get(
    '/trades',
    {
      config: { sessionCache: true },
      schema: {
        tags,
        security: SECURITY,
        summary: 'The key owner’s trades, newest first, paged with ?limit=&before=',
        querystring: historyPageQuerySchema,
        response: { 200: envelope(tradeListSchema) },
      },
      preHandler: reads,
    },
    async (request) => ({
      data: await tradeHistory(depsOf(request), {
        userId: keyCallerOf(request).userId,
        page: request.query,
      }),
    }),
  );

  app.get(
    '/exports/koinly.csv',
    {
      config: { sessionCache: true },
      schema: {
        tags,
        security: SECURITY,
        summary:
          'Every complete trade, deposit, withdrawal and referral bonus in Koinly’s universal CSV layout',
        produces: ['text/csv'],
      },
      preHandler: reads,
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="wattle-koinly.csv"')
        .send(await koinlyCsv(depsOf(request), keyCallerOf(request).userId)),
  );

  app.get(
    '/exports/cointracking.csv',
    {
      config: { sessionCache: true },
      schema: {
        tags,
        security: SECURITY,
        summary:
          'Every complete trade, deposit, withdrawal and referral bonus in CoinTracking’s CSV import layout',
        produces: ['text/csv'],
      },
      preHandler: reads,
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="wattle-cointracking.csv"')
        .send(await coinTrackingCsv(depsOf(request), keyCallerOf(request).userId)),
  );

  app.post(
    '/quotes',
    {
      config: { sessionCache: true },
      schema: {
        tags,
        security: SECURITY,
        summary: 'Price a market buy, sell or swap and hold it for 30 seconds (trade scope)',
        body: orderQuoteRequestSchema,
        response: { 200: envelope(orderQuoteSchema) },
      },
      preHandler: [trades, mayTrade],
    },
    async (request) => ({
      data: await createOrderQuote(depsOf(request), {
        userId: keyCallerOf(request).userId,
        request: request.body,
      }),
    }),
  );

  app.post(
    '/orders',
    {
      schema: {
        tags,
        security: SECURITY,
        summary: 'Execute a quote as a market order (trade scope; Idempotency-Key required)',
        headers: writeHeaders,
        body: orderSubmitRequestSchema,
        response: { 200: envelope(orderResultSchema) },
      },
      preHandler: [trades, mayTrade],
    },
    async (request) => {
      const { userId } = keyCallerOf(request);
      const data = await submitOrder(depsOf(request), {
        userId,
        idempotencyKey: idempotencyKeyOf(request),
        request: request.body,
        submit,
      });
      stream.orderExecuted(userId);
      return { data };
    },
  );

  app.get(
    '/buckets',
    {
      config: { sessionCache: true },
      schema: {
        tags,
        security: SECURITY,
        summary: 'The one-click baskets of coins',
        response: { 200: envelope(bucketListSchema) },
      },
      preHandler: reads,
    },
    async (request) => ({ data: await allBuckets(depsOf(request)) }),
  );

  app.post(
    '/buckets/quotes',
    {
      config: { sessionCache: true },
      schema: {
        tags,
        security: SECURITY,
        summary: 'Price a bucket for an AUD spend, held 30 seconds (trade scope)',
        ...bucketQuoteSchemas,
      },
      preHandler: [trades, keys.requirePermission('BUY')],
    },
    bucketQuoteHandler(keyCallerOf),
  );

  app.post(
    '/buckets/orders',
    {
      schema: {
        tags,
        security: SECURITY,
        summary:
          'Buy every coin of a bucket quote, or none (trade scope; Idempotency-Key required)',
        headers: writeHeaders,
        body: bucketSubmitRequestSchema,
        response: { 200: envelope(bucketOrderResultSchema) },
      },
      preHandler: [trades, keys.requirePermission('BUY')],
    },
    async (request) => {
      const { userId } = keyCallerOf(request);
      const data = await submitBucketOrder(depsOf(request), {
        userId,
        idempotencyKey: idempotencyKeyOf(request),
        request: request.body,
      });
      stream.orderExecuted(userId);
      return { data };
    },
  );

  // Orders that wait for a price (docs/product/api-keys.md#limit-and-stop-orders): the app's
  // own service, its contracts and its answers, under the trade scope.
  app.get(
    '/limit-orders',
    {
      config: { sessionCache: true },
      schema: {
        tags,
        security: SECURITY,
        summary:
          'The key owner’s open limit and stop orders, or ?state=closed for ended ones, 20 a page (?before=)',
        ...orderListSchemas,
      },
      preHandler: trades,
    },
    orderListHandler(keyCallerOf),
  );

  app.get(
    '/limit-orders/:orderId',
    {
      config: { sessionCache: true },
      schema: {
        tags,
        security: SECURITY,
        summary: 'One of the key owner’s limit and stop orders (trade scope)',
        params: orderParams,
        response: { 200: envelope(orderSchema) },
      },
      preHandler: trades,
    },
    async (request) => ({
      data: await getOrder(depsOf(request), {
        userId: keyCallerOf(request).userId,
        orderId: request.params.orderId,
      }),
    }),
  );

  app.post(
    '/limit-orders',
    {
      schema: {
        tags,
        security: SECURITY,
        summary:
          'Place a limit, stop-loss or take-profit order; its money is held until it ends (trade scope; Idempotency-Key required)',
        headers: writeHeaders,
        body: orderPlaceRequestSchema,
        response: { 201: envelope(orderSchema) },
      },
      preHandler: [trades, mayPlace],
    },
    async (request, reply) => {
      const data = await placeOrder(depsOf(request), {
        userId: keyCallerOf(request).userId,
        idempotencyKey: idempotencyKeyOf(request),
        request: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/limit-orders/:orderId/cancel',
    {
      schema: {
        tags,
        security: SECURITY,
        summary:
          'Cancel an open limit or stop order; what it held goes back to the balance (trade scope; Idempotency-Key required)',
        headers: writeHeaders,
        params: orderParams,
        response: { 200: envelope(orderSchema) },
      },
      preHandler: trades,
    },
    async (request) => ({
      data: await cancelOrder(depsOf(request), {
        userId: keyCallerOf(request).userId,
        orderId: request.params.orderId,
        idempotencyKey: idempotencyKeyOf(request),
      }),
    }),
  );
};
