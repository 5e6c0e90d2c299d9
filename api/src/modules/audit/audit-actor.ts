import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../plugins/auth.js';

/** The staff member acting, and from where: every audited change names it. */
export interface Actor {
  actorId: string;
  ip: string | null;
  userAgent: string | null;
}

export function actorOf(request: FastifyRequest): Actor {
  return {
    actorId: principalOf(request).userId,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/** A staff request about one customer (a `/…/:userId` route): who acts, on whom. */
export function actorOnCustomer(request: FastifyRequest & { params: { userId: string } }): {
  actor: Actor;
  userId: string;
} {
  return { actor: actorOf(request), userId: request.params.userId };
}
