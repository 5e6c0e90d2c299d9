import type { FastifyPluginAsync } from 'fastify';
import { historyRoutes } from './history-routes.js';
import { supportHistoryRoutes } from './support-history-routes.js';

/**
 * History: the customer's trades and transfers (one by one and grouped), referral bonuses and
 * tax reports; and a customer's history as support reads it, audited.
 */
export const historyModule: FastifyPluginAsync = async (app) => {
  await app.register(historyRoutes);
  await app.register(supportHistoryRoutes);
};

export { tradeHistory } from './trade-history-service.js';
export { coinTrackingCsv, koinlyCsv } from './tax-tool-exports.js';
