import {
  envelope,
  pausedWithdrawalListSchema,
  pausedWithdrawalParamsSchema,
  pausedWithdrawalSchema,
  supportReasonSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/service-deps.js';
import { actorOf } from '../audit/index.js';
import { withdrawalsAwaitingReview } from '../money-out-safety/index.js';
import { refusePausedWithdrawal, releasePausedWithdrawal } from './paused-withdrawal-service.js';

/** Support's queue of withdrawals paused for review: lv1 reads, lv2 releases or refuses. */
export const pausedWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const readers = app.requireRole('support_lv1');
  const deciders = app.requireStaffAction('support_lv2');

  app.get(
    '/support/paused-withdrawals',
    {
      schema: {
        tags: ['support'],
        summary: 'Withdrawals paused for review, oldest first (at most 50)',
        response: { 200: envelope(pausedWithdrawalListSchema) },
      },
      onRequest: readers,
    },
    async (request) => ({ data: await withdrawalsAwaitingReview(depsOf(request)) }),
  );

  for (const { decision, summary, decide } of [
    {
      decision: 'release',
      summary: 'Send a paused withdrawal: debited and paid out now (audited)',
      decide: releasePausedWithdrawal,
    },
    {
      decision: 'refuse',
      summary: 'Do not send a paused withdrawal; nothing was taken (audited)',
      decide: refusePausedWithdrawal,
    },
  ]) {
    app.post(
      `/support/paused-withdrawals/:pausedId/${decision}`,
      {
        schema: {
          tags: ['support'],
          summary,
          params: pausedWithdrawalParamsSchema,
          body: supportReasonSchema,
          response: { 200: envelope(pausedWithdrawalSchema) },
        },
        onRequest: deciders,
      },
      async (request) => ({
        data: await decide(depsOf(request), {
          pausedId: request.params.pausedId,
          actor: actorOf(request),
          reason: request.body.reason,
        }),
      }),
    );
  }
};
