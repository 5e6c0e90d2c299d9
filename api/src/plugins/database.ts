import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: DatabaseHandle['kind'];
  }
}

/** Hands the open database to every route and closes it with the app. */
export const databasePlugin = fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(
  async (app: FastifyInstance, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('databaseKind', handle.kind);
    if (closeOnShutdown) app.addHook('onClose', async () => handle.db.destroy());
  },
);
