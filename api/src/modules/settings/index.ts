import type { FastifyPluginAsync } from 'fastify';
import { settingsRoutes } from './settings-routes.js';
import { withdrawalRulesRoutes } from './withdrawal-rules-routes.js';

/** Settings: the trade fee and referral bonus, the withdrawal rules, and what visitors see. */
export const settingsModule: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes);
  await app.register(withdrawalRulesRoutes);
};

export { readTradeSettings, type TradeSettingsValues } from './trade-settings-service.js';
export { readWithdrawalRules, type WithdrawalRulesValues } from './withdrawal-rules-service.js';
