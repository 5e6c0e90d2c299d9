import {
  bucketTradeListSchema,
  bucketTradeSchema,
  envelope,
  historyGroupPageSchema,
  historyGroupQuerySchema,
  historyItemParamsSchema,
  historyPageQuerySchema,
  referralReportSchema,
  taxReportQuerySchema,
  taxSummaryQuerySchema,
  taxSummarySchema,
  taxYearsSchema,
  tradeListSchema,
  transactionItemParamsSchema,
  transactionListSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { groupedHistory } from './history-group-service.js';
import { referralReport } from './referral-report-service.js';
import { renderTaxReportCsv } from './tax-report-csv.js';
import { renderTaxReportPdf } from './tax-report-pdf.js';
import { buildTaxReport, taxSummary, taxYears } from './tax-report-service.js';
import {
  bucketTrade,
  bucketTradeHistory,
  tradeHistory,
  transactionHistory,
  transactionsOf,
} from './trade-history-service.js';

/**
 * The signed-in customer's own history (`GET /transaction/transfers` belongs to funding).
 * Lists are newest first, paged with `?limit=&before=` (shared/src/contracts/history.ts).
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['history'];

  app.get(
    '/transaction/history',
    {
      schema: {
        tags,
        summary:
          'Your history grouped: one group per order or transfer, newest first, keyset paged',
        querystring: historyGroupQuerySchema,
        response: { 200: envelope(historyGroupPageSchema) },
      },
    },
    async (request) => ({
      data: await groupedHistory(depsOf(request), {
        userId: principalOf(request).userId,
        query: request.query,
      }),
    }),
  );

  app.get(
    '/transaction/tax-years',
    {
      schema: {
        tags,
        summary: 'The financial years you can report on: the current one and every year you traded',
        response: { 200: envelope(taxYearsSchema) },
      },
    },
    async (request) => ({
      data: await taxYears(depsOf(request), { userId: principalOf(request).userId }),
    }),
  );

  app.get(
    '/transaction/tax-summary',
    {
      schema: {
        tags,
        summary: 'The totals of the tax report for one financial year (same FIFO matching)',
        querystring: taxSummaryQuerySchema,
        response: { 200: envelope(taxSummarySchema) },
      },
    },
    async (request) => ({
      data: await taxSummary(depsOf(request), {
        userId: principalOf(request).userId,
        financialYear: request.query.financialYear,
      }),
    }),
  );

  app.get(
    '/transaction/trades',
    {
      schema: {
        tags,
        summary: 'Your trades, newest first: complete ones and orders that failed on confirmation',
        querystring: historyPageQuerySchema,
        response: { 200: envelope(tradeListSchema) },
      },
    },
    async (request) => ({
      data: await tradeHistory(depsOf(request), {
        userId: principalOf(request).userId,
        page: request.query,
      }),
    }),
  );

  app.get(
    '/transaction/trade-transactions',
    {
      schema: {
        tags,
        summary: 'Every movement on your accounts (one per posting), newest first, with its trade',
        querystring: historyPageQuerySchema,
        response: { 200: envelope(transactionListSchema) },
      },
    },
    async (request) => ({
      data: await transactionHistory(depsOf(request), {
        userId: principalOf(request).userId,
        page: request.query,
      }),
    }),
  );

  app.get(
    '/transaction/trade-transactions/:id',
    {
      schema: {
        tags,
        summary:
          'The movements of one order: a trade id (both legs of a swap), a bucket order id, or the id of one of its transactions',
        params: transactionItemParamsSchema,
        response: { 200: envelope(transactionListSchema) },
      },
    },
    async (request) => ({
      data: await transactionsOf(depsOf(request), {
        userId: principalOf(request).userId,
        id: request.params.id,
      }),
    }),
  );

  app.get(
    '/transaction/bucket-trades',
    {
      schema: {
        tags,
        summary: 'Your bucket orders with their legs, newest first',
        querystring: historyPageQuerySchema,
        response: { 200: envelope(bucketTradeListSchema) },
      },
    },
    async (request) => ({
      data: await bucketTradeHistory(depsOf(request), {
        userId: principalOf(request).userId,
        page: request.query,
      }),
    }),
  );

  app.get(
    '/transaction/bucket-trades/:id',
    {
      schema: {
        tags,
        summary: 'One bucket order with its legs',
        params: historyItemParamsSchema,
        response: { 200: envelope(bucketTradeSchema) },
      },
    },
    async (request) => ({
      data: await bucketTrade(depsOf(request), {
        userId: principalOf(request).userId,
        id: request.params.id,
      }),
    }),
  );

  app.get(
    '/transaction/referral-report',
    {
      schema: {
        tags,
        summary: 'What you earned from each person you referred',
        response: { 200: envelope(referralReportSchema) },
      },
    },
    async (request) => ({
      data: await referralReport(depsOf(request), { userId: principalOf(request).userId }),
    }),
  );

  app.get(
    '/transaction/tax-report',
    {
      schema: {
        tags,
        summary:
          'Capital gains for an Australian financial year (1 July–30 June), FIFO: a CSV or PDF download',
        querystring: taxReportQuerySchema,
      },
    },
    async (request, reply) => {
      const { financialYear, format } = request.query;
      const report = await buildTaxReport(depsOf(request), {
        userId: principalOf(request).userId,
        financialYear,
      });
      const filename = `wattle-tax-report-FY${financialYear}.${format}`;
      void reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store');
      if (format === 'pdf') {
        void reply.type('application/pdf');
        return renderTaxReportPdf(report);
      }
      void reply.type('text/csv; charset=utf-8');
      return renderTaxReportCsv(report);
    },
  );
};
