import type { FastifyPluginAsync } from 'fastify';
import { kycRoutes } from './kyc-routes.js';
import { phoneVerificationRoutes } from './phone-verification-routes.js';

/** KYC: who the customer is — their mobile, their address and an identity document. */
export const kycModule: FastifyPluginAsync = async (app) => {
  await app.register(phoneVerificationRoutes);
  await app.register(kycRoutes);
};

export { kycStatusFor, kycSubmissionsOf, overridePepStatus } from './kyc-service.js';
