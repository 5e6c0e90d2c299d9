import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { Providers } from '../providers/select-providers.js';

/** What services see of socket.io: pushes and disconnects, on every API instance. */
export interface Realtime {
  /** Emits to every socket of one user, on this instance and (with Redis) every other. */
  toUser(userId: string, event: string, payload: unknown): void;
  /** Emits to every support_lv1-and-up socket (the console's chat inbox). */
  toStaff(event: string, payload: unknown): void;
  /**
   * Ends the sockets of one session, on every instance: session-service.ts calls it for every
   * session it ends, however it ends.
   */
  disconnectSession(sessionId: string): void;
}

/**
 * The first argument of every service: `service(deps, input)`. Routes pass `depsOf(request)`,
 * jobs and seeds the app itself (a Fastify instance has all four). Services reach the
 * database only through repositories, which take `deps.db` — or, inside a transaction, the
 * transaction handle (`withDb(deps, trx)` hands it on to another service).
 */
export interface ServiceDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** Every outside service: e-mail, SMS, identity, bank, custody and market data. */
  providers: Providers;
  realtime: Realtime;
}

/** A route's deps: the app's, logging under the request's id. */
export function depsOf(request: FastifyRequest): ServiceDeps {
  const app = request.server;
  return { db: app.db, log: request.log, providers: app.providers, realtime: app.realtime };
}

/** The same deps with every query on `db`: a transaction handed on to another service. */
export function withDb(deps: ServiceDeps, db: Db): ServiceDeps {
  return { db, log: deps.log, providers: deps.providers, realtime: deps.realtime };
}
