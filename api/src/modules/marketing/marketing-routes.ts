import {
  contactMessageSchema,
  contactReceivedSchema,
  envelope,
  leadRegisteredSchema,
  leadSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byIp, emailFormLimits, rateLimitHook } from '../../lib/rate-limit-hook.js';
import { depsOf } from '../../lib/service-deps.js';
import { receiveContactMessage, registerLead } from './marketing-service.js';

/** Public forms of the marketing site. */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/marketing',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Pre-register interest; the same e-mail again keeps its first registration',
        body: leadSchema,
        response: { 200: envelope(leadRegisteredSchema) },
      },
      preHandler: rateLimitHook(app, { name: 'lead-ip', max: 20, timeWindow: '1 hour', key: byIp }),
    },
    async (request) => ({ data: await registerLead(depsOf(request), request.body) }),
  );

  app.post(
    '/contact-us',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Send a message to the support team; answers with a reference',
        body: contactMessageSchema,
        response: { 200: envelope(contactReceivedSchema) },
      },
      // Each message e-mails an acknowledgement to the address given.
      preHandler: emailFormLimits(app, 'contact', { perIp: 10, perAddress: 3 }),
    },
    async (request) => ({ data: await receiveContactMessage(depsOf(request), request.body) }),
  );
};
