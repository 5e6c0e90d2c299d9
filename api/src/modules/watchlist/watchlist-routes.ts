import { envelope, watchlistParamsSchema, watchlistSchema } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { readWatchlist, setStarred } from './watchlist-service.js';

/** The coins the caller starred, kept on the server so every device lists them first. */
export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user/watchlist',
    {
      schema: {
        tags: ['watchlist'],
        summary: 'The coins I starred, first starred first',
        response: { 200: envelope(watchlistSchema) },
      },
    },
    async (request) => ({
      data: await readWatchlist(depsOf(request), principalOf(request).userId),
    }),
  );

  for (const { method, summary, starred } of [
    { method: 'PUT', summary: 'Star a coin', starred: true },
    { method: 'DELETE', summary: 'Unstar a coin', starred: false },
  ] as const) {
    app.route({
      method,
      url: '/user/watchlist/:asset',
      schema: {
        tags: ['watchlist'],
        summary,
        params: watchlistParamsSchema,
        response: { 200: envelope(watchlistSchema) },
      },
      handler: async (request) => ({
        data: await setStarred(depsOf(request), {
          userId: principalOf(request).userId,
          symbol: request.params.asset,
          starred,
        }),
      }),
    });
  }
};
