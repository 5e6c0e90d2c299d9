import type { FastifyPluginAsync } from 'fastify';
import { publicApiRoutes, type PublicApiOptions } from './public-api-routes.js';

/**
 * The public API: /v1 calls a customer's own scripts and tax tools make with an API key, each
 * signed (docs/product/api-keys.md#the-public-api).
 */
export const publicApiModule: FastifyPluginAsync<PublicApiOptions> = async (app, options) => {
  await app.register(publicApiRoutes, { ...options, prefix: '/v1' });
};
