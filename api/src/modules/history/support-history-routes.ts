import {
  envelope,
  historyPageQuerySchema,
  tradeListSchema,
  transactionListSchema,
  type HistoryPageQuery,
} from '@wattle/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { principalOf } from '../../plugins/auth.js';
import { writeAudit } from '../audit/audit-repository.js';
import { findCustomer } from '../support/support-repository.js';
import { tradeHistory, transactionHistory } from './trade-history-service.js';

const customerParams = z.object({ userId: z.string().max(64) });

export const HISTORY_READ_ACTION = 'history.read';

/**
 * Reads one customer's history for support staff, then records who read what: the answer is
 * sent only once the audit entry is written. Staff accounts are not customers (404).
 */
async function audited<T>(
  db: Db,
  request: FastifyRequest,
  userId: string,
  view: string,
  page: HistoryPageQuery,
  read: () => Promise<T[]>,
): Promise<T[]> {
  if (!(await findCustomer(db, userId))) throw notFound('That customer');
  const items = await read();
  await writeAudit(db, {
    actorId: principalOf(request).userId,
    subjectUserId: userId,
    action: HISTORY_READ_ACTION,
    details: { view, limit: page.limit, before: page.before ?? null, items: items.length },
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
  return items;
}

/** support_lv1 and up read a customer's history (ARCHITECTURE.md roles). */
export const supportHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const readers = app.requireRole('support_lv1');

  app.get(
    '/support/users/:userId/trades',
    {
      schema: {
        tags: ['support'],
        summary: 'A customer’s trades, newest first (audited)',
        params: customerParams,
        querystring: historyPageQuerySchema,
        response: { 200: envelope(tradeListSchema) },
      },
      onRequest: readers,
    },
    async (request) => {
      const { userId } = request.params;
      return {
        data: await audited(app.db, request, userId, 'trades', request.query, () =>
          tradeHistory(app.db, userId, request.query),
        ),
      };
    },
  );

  app.get(
    '/support/users/:userId/trade-transactions',
    {
      schema: {
        tags: ['support'],
        summary: 'A customer’s account movements, newest first (audited)',
        params: customerParams,
        querystring: historyPageQuerySchema,
        response: { 200: envelope(transactionListSchema) },
      },
      onRequest: readers,
    },
    async (request) => {
      const { userId } = request.params;
      return {
        data: await audited(app.db, request, userId, 'trade-transactions', request.query, () =>
          transactionHistory(app.db, userId, request.query),
        ),
      };
    },
  );
};
