import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Strict CORS (only the configured front-end origins) and security headers. */
export const securityPlugin = fp<{ corsOrigins: string[] }>(
  async (app: FastifyInstance, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The OpenAPI explorer at /docs needs its own inline styles and images.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
          scriptSrc: ["'self'"],
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    const allowed = new Set(options.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      exposedHeaders: ['Content-Disposition'],
      maxAge: 600,
    });
  },
);
