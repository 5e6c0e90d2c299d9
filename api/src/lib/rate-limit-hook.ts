import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../plugins/auth.js';
import { tooManyRequests } from './errors.js';
import { tryAgainWhen } from './try-again-when.js';

export interface LimitSpec {
  /** Names the counter, so two limits on one key never share it. */
  name: string;
  max: number;
  timeWindow: string;
  /** What is counted (an IP, an e-mail, a user); null when this limit does not apply. */
  key: (request: FastifyRequest) => string | null;
  /** What the refusal says there were too many of: "attempts" unless given. */
  counted?: string;
}

/**
 * A preHandler hook enforcing one limit through the rate-limit plugin's store (Redis when
 * REDIS_URL is set, so every instance counts together). Unlike the per-route `config.rateLimit`,
 * several can guard one route: per IP and per e-mail address, say.
 */
export function rateLimitHook(app: FastifyInstance, spec: LimitSpec) {
  const limiter = app.createRateLimit({
    max: spec.max,
    timeWindow: spec.timeWindow,
    keyGenerator: (request) => `${spec.name}:${spec.key(request) ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (spec.key(request) === null) return;
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    refuse(reply, spec, result.ttl);
  };
}

/** A limit per signed-in person, counted together whichever device or address they use. */
export function userRateLimit(app: FastifyInstance, spec: Omit<LimitSpec, 'key'>) {
  return rateLimitHook(app, { ...spec, key: (request) => principalOf(request).userId });
}

/**
 * A limit on failures only (wrong passwords, say), through the same store: `check`, a
 * preHandler, refuses once `max` failures were counted in the window, counting nothing
 * itself; `count` counts one failure. Successes never count, so many people behind one
 * address (an office, a carrier's NAT) sign in freely while a guesser there is stopped.
 */
export function failureLimit(app: FastifyInstance, spec: LimitSpec) {
  const limiter = app.createRateLimit({
    max: spec.max,
    timeWindow: spec.timeWindow,
    keyGenerator: (request) => `${spec.name}:${spec.key(request) ?? ''}`,
  });
  return {
    check: async (request: FastifyRequest, reply: FastifyReply) => {
      if (spec.key(request) === null) return;
      const result = await limiter(request, { increment: false });
      if (result.isAllowed || result.remaining > 0) return;
      refuse(reply, spec, result.ttl);
    },
    count: async (request: FastifyRequest) => {
      if (spec.key(request) !== null) await limiter(request);
    },
  };
}

function refuse(reply: FastifyReply, spec: LimitSpec, ttlMs: number): never {
  void reply.header('retry-after', Math.ceil(ttlMs / 1000));
  throw tooManyRequests(
    `Too many ${spec.counted ?? 'attempts'}. Try again ${tryAgainWhen(ttlMs)}.`,
    'RateLimitedError',
  );
}

/** A string field of the parsed body, lower-cased: for keys like "this e-mail address". */
export function bodyText(request: FastifyRequest, field: string): string | null {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : null;
}

/** Keyed by the caller's address: the first line against a flood from one place. */
export const byIp = (request: FastifyRequest): string => request.ip;

/**
 * The two limits of a public form that e-mails the address typed into it, each per hour: a
 * looser one per caller's address, a tight one per e-mail address (`<name>-ip`,
 * `<name>-address`).
 */
export function emailFormLimits(
  app: FastifyInstance,
  name: string,
  max: { perIp: number; perAddress: number },
) {
  return [
    rateLimitHook(app, { name: `${name}-ip`, max: max.perIp, timeWindow: '1 hour', key: byIp }),
    rateLimitHook(app, {
      name: `${name}-address`,
      max: max.perAddress,
      timeWindow: '1 hour',
      key: (request) => bodyText(request, 'email'),
    }),
  ];
}
