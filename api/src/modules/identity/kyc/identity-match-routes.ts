import {
  envelope,
  identityMatchDecisionSchema,
  identityMatchListSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../lib/service-deps.js';
import { actorOf } from '../../audit/index.js';
import { decideMatch, identityMatchesForStaff } from './identity-match-service.js';

const matchParams = z.object({ matchId: z.uuid('Not a match id') });

/** Staff: accounts that look like one person (docs/product/identity.md#one-person-one-account). */
export const identityMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/support/identity-matches',
    {
      schema: {
        tags: ['support'],
        summary: 'Accounts that look like one person: shared mobile or documents (at most 200)',
        response: { 200: envelope(identityMatchListSchema) },
      },
      onRequest: app.requireRole('support_lv1'),
    },
    async (request) => ({ data: await identityMatchesForStaff(depsOf(request)) }),
  );

  app.post(
    '/support/identity-matches/:matchId/decision',
    {
      schema: {
        tags: ['support'],
        summary: 'Decide whether two matching accounts are one person (support_lv2, audited)',
        params: matchParams,
        body: identityMatchDecisionSchema,
        response: { 200: envelope(identityMatchListSchema) },
      },
      onRequest: app.requireStaffAction('support_lv2'),
    },
    async (request) => {
      const deps = depsOf(request);
      await decideMatch(deps, {
        actor: actorOf(request),
        matchId: request.params.matchId,
        request: request.body,
      });
      return { data: await identityMatchesForStaff(deps) };
    },
  );
};
