import {
  envelope,
  ownershipChallengeRequestSchema,
  ownershipChallengeSchema,
  ownershipSignatureRequestSchema,
  travelRuleCheckRequestSchema,
  travelRuleCheckSchema,
  travelRuleDestinationListSchema,
  travelRuleDestinationSchema,
  travelRuleExportQuerySchema,
  travelRuleRecordListSchema,
  travelRuleRecordSchema,
  travelRuleResolveRequestSchema,
} from '@wattle/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userRateLimit } from '../../lib/rate-limit-hook.js';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { actorOf, actorOnCustomer } from '../audit/index.js';
import { checkTravelRule } from './check-service.js';
import { destinationsOf } from './destination-service.js';
import { ownershipChallenge, proveBySignature } from './ownership-service.js';
import {
  openCases,
  recordOfTransfer,
  recordsCsv,
  recordsForStaff,
  resolveCase,
} from './records-service.js';

const transferParams = z.object({ transferId: z.uuid('Name one of your transfers') });
const customerParams = z.object({ userId: z.uuid('Name a customer') });
const recordParams = z.object({ recordId: z.uuid('Name a Travel Rule record') });

/** A date from the query, or `otherwise`; nothing before 1970 (no record is older). */
const instant = (text: string | undefined, otherwise: Date) =>
  text ? new Date(Math.max(0, Date.parse(text))) : otherwise;

/**
 * The Travel Rule (docs/product/travel-rule.md): customers answer for a destination, get the
 * receiving exchange's answer and prove their own wallets; support reads the records, decides
 * the open cases and exports them.
 */
export const travelRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const userIdOf = (request: FastifyRequest) => principalOf(request).userId;
  const mayWithdraw = app.requirePermission('WITHDRAW_CRYPTO');
  // Each check may send a message to another exchange, and each answer says whether a name
  // matches an account there: a few per customer, not a way to look names up.
  const checkLimit = userRateLimit(app, {
    name: 'travel-rule-check',
    max: 30,
    timeWindow: '1 hour',
    counted: 'Travel Rule checks',
  });
  const proofLimit = userRateLimit(app, {
    name: 'travel-rule-proof',
    max: 30,
    timeWindow: '1 hour',
    counted: 'wallet proofs',
  });

  app.get(
    '/travel-rule/destinations',
    {
      schema: {
        tags: ['travel-rule'],
        summary: 'The customer’s Travel Rule answers, one per coin and address',
        response: { 200: envelope(travelRuleDestinationListSchema) },
      },
      preHandler: mayWithdraw,
    },
    async (request) => ({ data: await destinationsOf(depsOf(request), userIdOf(request)) }),
  );

  app.post(
    '/travel-rule/checks',
    {
      schema: {
        tags: ['travel-rule'],
        summary:
          'Keep the answers for a destination and ask the receiving exchange (IVMS 101): may the withdrawal go?',
        body: travelRuleCheckRequestSchema,
        response: { 200: envelope(travelRuleCheckSchema) },
      },
      preHandler: [mayWithdraw, checkLimit],
    },
    async (request) => ({
      data: await checkTravelRule(depsOf(request), {
        userId: userIdOf(request),
        request: request.body,
      }),
    }),
  );

  app.post(
    '/travel-rule/proofs/challenge',
    {
      schema: {
        tags: ['travel-rule'],
        summary: 'A message for the customer’s own self-hosted wallet to sign',
        body: ownershipChallengeRequestSchema,
        response: { 200: envelope(ownershipChallengeSchema) },
      },
      preHandler: [mayWithdraw, proofLimit],
    },
    async (request) => ({
      data: await ownershipChallenge(depsOf(request), {
        userId: userIdOf(request),
        ...request.body,
      }),
    }),
  );

  app.post(
    '/travel-rule/proofs/signature',
    {
      schema: {
        tags: ['travel-rule'],
        summary: 'Prove a self-hosted wallet: the challenge signed by its key (BIP-322, EIP-191)',
        body: ownershipSignatureRequestSchema,
        response: { 200: envelope(travelRuleDestinationSchema) },
      },
      preHandler: [mayWithdraw, proofLimit],
    },
    async (request) => ({
      data: await proveBySignature(depsOf(request), {
        userId: userIdOf(request),
        ...request.body,
      }),
    }),
  );

  app.get(
    '/travel-rule/transfers/:transferId',
    {
      schema: {
        tags: ['travel-rule'],
        summary: 'The Travel Rule record of one of the customer’s withdrawals or deposits',
        params: transferParams,
        response: { 200: envelope(travelRuleRecordSchema) },
      },
    },
    async (request) => ({
      data: await recordOfTransfer(depsOf(request), {
        userId: userIdOf(request),
        transferId: request.params.transferId,
      }),
    }),
  );

  const readers = app.requireRole('support_lv1');
  const deciders = app.requireStaffAction('support_lv2');

  app.get(
    '/support/users/:userId/travel-rule',
    {
      schema: {
        tags: ['support'],
        summary: 'A customer’s Travel Rule records, newest first (audited)',
        params: customerParams,
        response: { 200: envelope(travelRuleRecordListSchema) },
      },
      onRequest: readers,
    },
    async (request) => ({
      data: await recordsForStaff(depsOf(request), actorOnCustomer(request)),
    }),
  );

  app.get(
    '/support/travel-rule/cases',
    {
      schema: {
        tags: ['support'],
        summary:
          'Travel Rule cases waiting for support: name mismatches, unreachable exchanges, deposits without originator',
        response: { 200: envelope(travelRuleRecordListSchema) },
      },
      onRequest: readers,
    },
    async (request) => ({ data: await openCases(depsOf(request)) }),
  );

  app.post(
    '/support/travel-rule/:recordId/resolve',
    {
      schema: {
        tags: ['support'],
        summary: 'Approve or refuse an open Travel Rule case, with a reason (support_lv2, audited)',
        params: recordParams,
        body: travelRuleResolveRequestSchema,
        response: { 200: envelope(travelRuleRecordSchema) },
      },
      onRequest: deciders,
    },
    async (request) => ({
      data: await resolveCase(depsOf(request), {
        actor: actorOf(request),
        recordId: request.params.recordId,
        request: request.body,
      }),
    }),
  );

  app.get(
    '/support/travel-rule/export.csv',
    {
      schema: {
        tags: ['support'],
        summary: 'Every Travel Rule record in a range as CSV, IVMS 101 messages included (audited)',
        querystring: travelRuleExportQuerySchema,
        produces: ['text/csv'],
      },
      onRequest: app.requireRole('support_lv2'),
    },
    async (request, reply) => {
      const csv = await recordsCsv(depsOf(request), {
        actor: actorOf(request),
        from: instant(request.query.from, new Date(0)),
        to: instant(request.query.to, new Date()),
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="wattle-travel-rule.csv"')
        .send(csv);
    },
  );
};
