import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../src/lib/service-deps.js';

/** What a service takes, from a built app: for a bench that drives services directly. */
export function depsOfApp(app: FastifyInstance): ServiceDeps {
  return { db: app.db, log: app.log, providers: app.providers, realtime: app.realtime };
}
