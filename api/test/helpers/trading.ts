import type { FastifyInstance } from 'fastify';

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
