import { bucketQuoteRequestSchema, bucketQuoteSchema, envelope } from '@wattle/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { quoteBucket } from './bucket-service.js';

/**
 * The bucket quote as the app (for its signed-in customer, `principalOf`) and the public API
 * (for an API key's owner, `keyCallerOf`) both serve it: the same request, answer and
 * handler; each surface keeps its own route, tags, summary and guards.
 */
export const bucketQuoteSchemas = {
  body: bucketQuoteRequestSchema,
  response: { 200: envelope(bucketQuoteSchema) },
};

/** The handler, given how its surface names the caller. */
export function bucketQuoteHandler(callerOf: (request: FastifyRequest) => { userId: string }) {
  return async (request: FastifyRequest & { body: z.output<typeof bucketQuoteRequestSchema> }) => ({
    data: await quoteBucket(depsOf(request), { userId: callerOf(request).userId, ...request.body }),
  });
}
