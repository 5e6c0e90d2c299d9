import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

export const healthCheckStates = lazySchema(() => z.enum(['ok', 'down']));

/**
 * `GET /health` while the database answers: `degraded` when Redis (only where configured) does
 * not — the API still serves, counting rate limits per instance and fanning out realtime
 * events when Redis returns, so clients must not treat it as an outage.
 */
export const healthSchema = lazySchema(() =>
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.literal('ok'),
    redis: healthCheckStates.optional(),
    time: z.iso.datetime(),
  }),
);
export type Health = z.infer<typeof healthSchema>;

/** `GET /health` answering 503: the error body, naming which part did not answer in time. */
export const healthUnavailableSchema = lazySchema(() =>
  z.object({
    statusCode: z.literal(503),
    error: text(),
    message: text(),
    code: z.literal('Unavailable'),
    checks: z.object({ database: healthCheckStates, redis: healthCheckStates.optional() }),
  }),
);
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
