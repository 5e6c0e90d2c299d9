import type { FastifyPluginAsync } from 'fastify';
import { bucketAdminRoutes } from './bucket-admin-routes.js';
import { bucketPublicRoutes } from './bucket-public-routes.js';
import { bucketRoutes } from './bucket-routes.js';

/** Buckets: one-click baskets of coins, bought all or none as one order of several trades. */
export const bucketsModule: FastifyPluginAsync = async (app) => {
  await app.register(bucketRoutes);
  await app.register(bucketAdminRoutes);
  await app.register(bucketPublicRoutes);
};

export { addBucketIfMissing } from './bucket-admin-service.js';
export { bucketQuoteHandler, bucketQuoteSchemas } from './bucket-quote-route.js';
export { allBuckets, quoteBucket, submitBucketOrder } from './bucket-service.js';
export { purgeStaleBucketQuotes } from './stale-bucket-quotes.js';
