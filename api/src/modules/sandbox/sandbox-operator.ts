import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.js';

export interface SandboxOperatorRule {
  /** SANDBOX_OPERATOR_SECRET: when set, the only way in. */
  secret: string | null;
  /** Without a secret, a request made on the machine itself may read (never in production). */
  loopbackAllowed: boolean;
}

export const SANDBOX_OPERATOR_HEADER = 'x-sandbox-operator';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Made on this machine: the connection comes from loopback and names no client it forwards.
 * A balancer or proxy on the same host connects from loopback too, but says whom it forwards.
 */
function madeLocally(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && forwarded === undefined;
}

/**
 * Sandbox reads that reveal secrets (the outbox holds password-reset links and sign-in codes)
 * answer only the operator: whoever sends the operator secret where one is set, else only a
 * request made on the machine itself, outside production. `npm start` and the journeys' stack
 * read them from the machine they run on, with no set-up.
 */
export function sandboxOperatorOnly(rule: SandboxOperatorRule) {
  const expected = rule.secret ? digest(rule.secret) : null;
  return async (request: FastifyRequest): Promise<void> => {
    if (expected) {
      const sent = request.headers[SANDBOX_OPERATOR_HEADER];
      if (typeof sent === 'string' && timingSafeEqual(digest(sent), expected)) return;
      throw forbidden(
        'Only the sandbox operator may read this: send the operator secret as X-Sandbox-Operator',
        'SandboxOperatorOnly',
      );
    }
    if (rule.loopbackAllowed && madeLocally(request)) return;
    throw forbidden(
      rule.loopbackAllowed
        ? 'Only the sandbox operator may read this: ask from the machine the API runs on'
        : 'Only the sandbox operator may read this: set SANDBOX_OPERATOR_SECRET and send it as X-Sandbox-Operator',
      'SandboxOperatorOnly',
    );
  };
}
