import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas the routes validate with; explorer at /docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wattle API',
        description: 'Every call of the Wattle product',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The public API's signed requests (docs/product/api-keys.md#signing-a-request).
          apiKey: { type: 'apiKey', in: 'header', name: 'Wattle-Key' },
          apiTimestamp: { type: 'apiKey', in: 'header', name: 'Wattle-Timestamp' },
          apiNonce: { type: 'apiKey', in: 'header', name: 'Wattle-Nonce' },
          apiSignature: { type: 'apiKey', in: 'header', name: 'Wattle-Signature' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
