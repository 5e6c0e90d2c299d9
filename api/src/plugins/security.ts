import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The security headers of every answer, made once: helmet's middleware, built from this
 * configuration at start-up, only sets its headers on each request.
 */
const securityHeaders = helmet({
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

/** Strict CORS (only the configured front-end origins) and security headers. */
export const securityPlugin = fp<{ corsOrigins: string[] }>(
  async (app: FastifyInstance, options) => {
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) => {
        done(error instanceof Error ? error : undefined);
      });
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
