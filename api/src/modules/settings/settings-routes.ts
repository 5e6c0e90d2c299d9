import {
  envelope,
  publicSettingsSchema,
  tradeSettingsSchema,
  tradeSettingsUpdateSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/service-deps.js';
import { actorOf } from '../audit/index.js';
import {
  changeTradeSettings,
  currentTradeSettings,
  publicSettings,
} from './trade-settings-service.js';

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
    async (request) => ({ data: await publicSettings(depsOf(request)) }),
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
    async (request) => ({ data: await currentTradeSettings(depsOf(request)) }),
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
    async (request) => ({
      data: await changeTradeSettings(depsOf(request), {
        actor: actorOf(request),
        update: request.body,
      }),
    }),
  );
};
