import {
  addressSuggestionListSchema,
  addressSuggestionQuerySchema,
  envelope,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRateLimit } from '../../../lib/rate-limit-hook.js';
import { depsOf } from '../../../lib/service-deps.js';
import { suggestAddresses } from './address-suggestion-service.js';

export const addressSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user/address-suggestions',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Addresses matching what I have typed in my street line',
        querystring: addressSuggestionQuerySchema,
        response: { 200: envelope(addressSuggestionListSchema) },
      },
      // The form asks as the customer types (debounced): a few a second at most is typing,
      // more is a script walking the provider's address file on our bill.
      preHandler: userRateLimit(app, {
        name: 'address-suggestions',
        max: 60,
        timeWindow: '1 minute',
        counted: 'address searches',
      }),
    },
    async (request) => ({ data: await suggestAddresses(depsOf(request), request.query.q) }),
  );
};
