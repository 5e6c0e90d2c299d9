import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitHook } from '../../../lib/rate-limit-hook.js';
import { principalOf } from '../../../plugins/auth.js';

function carries(request: FastifyRequest, field: 'otp' | 'password'): boolean {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value !== '';
}

/**
 * Guesses at a step-up proof must stay few, per customer and across every money-out route:
 * six-digit codes most of all. Only requests carrying a proof count.
 */
export function stepUpLimits(app: FastifyInstance) {
  return [
    rateLimitHook(app, {
      name: 'step-up-code',
      max: 10,
      timeWindow: '15 minutes',
      key: (request) => (carries(request, 'otp') ? principalOf(request).userId : null),
    }),
    rateLimitHook(app, {
      name: 'step-up-password',
      max: 30,
      timeWindow: '15 minutes',
      key: (request) =>
        carries(request, 'password') && !carries(request, 'otp')
          ? principalOf(request).userId
          : null,
    }),
  ];
}
