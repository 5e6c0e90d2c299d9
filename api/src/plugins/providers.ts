import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Providers } from '../providers/select-providers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail, SMS, identity, bank, custody and market data: sandbox or real, one interface each. */
    providers: Providers;
  }
}

export const providersPlugin = fp<{ providers: Providers }>(
  async (app: FastifyInstance, { providers }) => {
    app.decorate('providers', providers);
  },
);
