import { z } from 'zod';

/** `GET /health` when every part Wattle needs answers: `redis` only where Redis is configured. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  redis: z.literal('ok').optional(),
  time: z.iso.datetime(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthCheckStates = z.enum(['ok', 'down']);

/** `GET /health` answering 503: the error body, naming which part did not answer in time. */
export const healthUnavailableSchema = z.object({
  statusCode: z.literal(503),
  error: z.string(),
  message: z.string(),
  code: z.literal('Unavailable'),
  checks: z.object({ database: healthCheckStates, redis: healthCheckStates.optional() }),
});
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
