import type { FastifyPluginAsync } from 'fastify';
import { authRoutes, type AuthRoutesOptions } from './auth-routes.js';
import { emailVerificationRoutes } from './email-verification-routes.js';
import { passwordResetRoutes } from './password-reset-routes.js';

/**
 * Sign-in: signing up, confirming the e-mail address, signing in and out, and resetting a
 * forgotten password.
 */
export const signInModule: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  await app.register(authRoutes, options);
  await app.register(emailVerificationRoutes, { appUrl: options.appUrl });
  await app.register(passwordResetRoutes, { appUrl: options.appUrl });
};

export { hashPassword, type PasswordCost } from '../password.js';
export { newReferralCode, passwordHolder, type RequestMeta } from './auth-service.js';
