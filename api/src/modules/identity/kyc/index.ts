import type { FastifyPluginAsync } from 'fastify';
import { addressSuggestionRoutes } from './address-suggestion-routes.js';
import { identityMatchRoutes } from './identity-match-routes.js';
import { kycRoutes } from './kyc-routes.js';
import { phoneVerificationRoutes } from './phone-verification-routes.js';

/**
 * KYC: who the customer is — their mobile, their address (with suggestions as they type it) and
 * an identity document.
 */
export const kycModule: FastifyPluginAsync = async (app) => {
  await app.register(phoneVerificationRoutes);
  await app.register(kycRoutes);
  await app.register(addressSuggestionRoutes);
  await app.register(identityMatchRoutes);
};

export {
  kycStatusFor,
  kycSubmissionsOf,
  overridePepStatus,
  recordDemoDocumentCheck,
} from './kyc-service.js';
export { checkIdentityAnswers, type IdentityAnswerCheck } from './identity-answers.js';
