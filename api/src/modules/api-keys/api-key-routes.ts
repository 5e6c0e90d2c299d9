import {
  apiKeyCreatedSchema,
  apiKeyCreateRequestSchema,
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  envelope,
  staffApiKeyParamsSchema,
  supportReasonSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { actorOf, actorOnCustomer } from '../audit/index.js';
import { stepUpLimits } from '../identity/two-factor/index.js';
import {
  createApiKey,
  listApiKeys,
  revokeApiKey,
  staffApiKeys,
  staffRevokeApiKey,
} from './api-key-service.js';

/**
 * Keys as their owner manages them from a browser session (create behind step-up, list,
 * revoke), and as support sees and revokes them from the console, audited.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ sealingKey: Buffer }> = async (
  app,
  { sealingKey },
) => {
  app.addHook('onRequest', app.authenticate);
  const stepUpLimit = stepUpLimits(app);

  app.get(
    '/user/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Your API keys, newest first (never their secrets)',
        response: { 200: envelope(apiKeyListSchema) },
      },
    },
    async (request) => ({
      data: await listApiKeys(depsOf(request), principalOf(request).userId),
    }),
  );

  app.post(
    '/user/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary:
          'Create an API key (needs the 2FA code, or the password); the secret is shown once',
        body: apiKeyCreateRequestSchema,
        response: { 200: envelope(apiKeyCreatedSchema) },
      },
      preHandler: stepUpLimit,
    },
    async (request) => {
      const principal = principalOf(request);
      return {
        data: await createApiKey(depsOf(request), {
          ...request.body,
          userId: principal.userId,
          role: principal.role,
          sealingKey,
          actor: actorOf(request),
        }),
      };
    },
  );

  app.delete(
    '/user/api-keys/:keyId',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke one of your API keys at once',
        params: apiKeyParamsSchema,
        response: { 200: envelope(apiKeySchema) },
      },
    },
    async (request) => ({
      data: await revokeApiKey(depsOf(request), {
        userId: principalOf(request).userId,
        keyId: request.params.keyId,
        actor: actorOf(request),
      }),
    }),
  );

  app.get(
    '/support/users/:userId/api-keys',
    {
      schema: {
        tags: ['support'],
        summary: 'A customer’s API keys, never their secrets (audited)',
        params: staffApiKeyParamsSchema.pick({ userId: true }),
        response: { 200: envelope(apiKeyListSchema) },
      },
      onRequest: app.requireRole('support_lv1'),
    },
    async (request) => ({
      data: await staffApiKeys(depsOf(request), actorOnCustomer(request)),
    }),
  );

  app.post(
    '/support/users/:userId/api-keys/:keyId/revoke',
    {
      schema: {
        tags: ['support'],
        summary: 'Revoke a customer’s API key (audited; the customer is told)',
        params: staffApiKeyParamsSchema,
        body: supportReasonSchema,
        response: { 200: envelope(apiKeySchema) },
      },
      onRequest: app.requireStaffAction('support_lv2'),
    },
    async (request) => ({
      data: await staffRevokeApiKey(depsOf(request), {
        ...actorOnCustomer(request),
        keyId: request.params.keyId,
        reason: request.body.reason,
      }),
    }),
  );
};
