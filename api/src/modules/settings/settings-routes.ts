import {
  envelope,
  publicSettingsSchema,
  tradeSettingsSchema,
  tradeSettingsUpdateSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/transaction.js';
import { principalOf } from '../../plugins/auth.js';
import { writeAudit } from '../audit/audit-repository.js';
import {
  readTradeSettings,
  updateTradeSettings,
  type TradeSettingsValues,
} from './trade-settings-repository.js';
import { readWithdrawalRules } from './withdrawal-rules-repository.js';

const toWire = (settings: TradeSettingsValues) => ({
  tradeFeePercentage: settings.feePercentage.toFixed(),
  referralBonus: settings.referralBonus.toFixed(),
});

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/public-settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Fees and limits a visitor may see',
        response: { 200: envelope(publicSettingsSchema) },
      },
    },
    async () => {
      const settings = await readTradeSettings(app.db);
      const rules = await readWithdrawalRules(app.db);
      return {
        data: {
          tradeFeePercentage: settings.feePercentage.toFixed(),
          depositFeePercentage: '0' as const,
          dailyWithdrawalLimitAud: rules.dailyLimitAud.toFixed(),
        },
      };
    },
  );

  app.get(
    '/admin/trade-settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Trade fee and referral bonus',
        response: { 200: envelope(tradeSettingsSchema) },
      },
      onRequest: app.authenticate,
    },
    async () => ({ data: toWire(await readTradeSettings(app.db)) }),
  );

  app.put(
    '/admin/trade-settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change the trade fee or referral bonus (admin)',
        body: tradeSettingsUpdateSchema,
        response: { 200: envelope(tradeSettingsSchema) },
      },
      onRequest: app.authenticate,
      preHandler: app.requireStaffAction('admin'),
    },
    async (request) => {
      const actorId = principalOf(request).userId;
      const updated = await inTransaction(app, async (trx) => {
        const saved = await updateTradeSettings(trx, request.body, actorId);
        await writeAudit(trx, {
          actorId,
          subjectUserId: null,
          action: 'trade_settings.update',
          details: request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return saved;
      });
      return { data: toWire(updated) };
    },
  );
};
