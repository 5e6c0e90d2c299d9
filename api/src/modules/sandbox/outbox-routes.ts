import { envelope, outboxListSchema } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { outboxOf } from './outbox-service.js';
import { sandboxOperatorOnly, type SandboxOperatorRule } from './sandbox-operator.js';

/**
 * Sandbox only (registered when SANDBOX is on): what the sandbox e-mail and SMS providers
 * "sent", for developers and journeys. Nothing real is sent, but what is in it (reset links,
 * codes) opens real sandbox accounts, so only the sandbox operator reads it.
 */
export const outboxRoutes: FastifyPluginAsyncZod<SandboxOperatorRule> = async (app, rule) => {
  app.get(
    '/sandbox/outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox e-mail and SMS sent to one address or mobile, newest first',
        querystring: z.object({
          to: z
            .string('Give the e-mail address or mobile number as ?to=')
            .trim()
            .min(1, 'Give the e-mail address or mobile number as ?to=')
            .max(254),
        }),
        response: { 200: envelope(outboxListSchema) },
      },
      onRequest: sandboxOperatorOnly(rule),
    },
    async (request) => ({ data: await outboxOf(depsOf(request), request.query.to) }),
  );
};
