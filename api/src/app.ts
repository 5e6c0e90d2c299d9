import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import { assetRoutes } from './modules/assets/asset-routes.js';
import { fundingRoutes } from './modules/funding/funding-routes.js';
import { sandboxFundingRoutes } from './modules/funding/sandbox-funding-routes.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { historyRoutes } from './modules/history/history-routes.js';
import { supportHistoryRoutes } from './modules/history/support-history-routes.js';
import { authRoutes } from './modules/identity/auth-routes.js';
import { emailVerificationRoutes } from './modules/identity/email-verification-routes.js';
import { kycRoutes } from './modules/identity/kyc-routes.js';
import { passwordResetRoutes } from './modules/identity/password-reset-routes.js';
import { phoneVerificationRoutes } from './modules/identity/phone-verification-routes.js';
import { twoFactorRoutes } from './modules/identity/two-factor-routes.js';
import { userRoutes } from './modules/identity/user-routes.js';
import { marketingRoutes } from './modules/marketing/marketing-routes.js';
import { notificationRoutes } from './modules/notifications/notification-routes.js';
import { notFoundPageRoutes } from './modules/pages/not-found-routes.js';
import { outboxRoutes } from './modules/sandbox/outbox-routes.js';
import { settingsRoutes } from './modules/settings/settings-routes.js';
import { withdrawalRulesRoutes } from './modules/settings/withdrawal-rules-routes.js';
import { supportRoutes } from './modules/support/support-routes.js';
import { chatRoutes } from './modules/chat/chat-routes.js';
import { orderRoutes } from './modules/trading/order-routes.js';
import { bucketRoutes } from './modules/buckets/bucket-routes.js';
import { bucketAdminRoutes } from './modules/buckets/bucket-admin-routes.js';
import { bucketPublicRoutes } from './modules/buckets/bucket-public-routes.js';
import { assetAdminRoutes } from './modules/assets/asset-admin-routes.js';
import { portfolioRoutes } from './modules/portfolio/portfolio-routes.js';
import { preferenceRoutes } from './modules/preferences/preference-routes.js';
import { recurringBuyRoutes } from './modules/recurring-buys/recurring-buy-routes.js';
import { sandboxMoneyRoutes } from './modules/sandbox/sandbox-money-routes.js';
import { authPlugin } from './plugins/auth.js';
import { databasePlugin } from './plugins/database.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { backgroundJobs, jobsPlugin } from './plugins/jobs.js';
import { openApiPlugin } from './plugins/openapi.js';
import { providersPlugin } from './plugins/providers.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { realtimePlugin } from './plugins/realtime.js';
import { securityPlugin } from './plugins/security.js';
import { selectProviders } from './providers/select-providers.js';
import { backgroundTasksSettled } from './lib/background-task.js';
import { sharedAnswerSerializerCompiler } from './lib/shared-answers.js';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  jwtSecret: string;
  redis?: Redis | null;
  /** Recurring buys, quote purges, withdrawal settlement on timers: the server runs them, tests do not. */
  runJobs?: boolean;
  /** Tests share one database between apps and close it themselves. */
  closeDatabase?: boolean;
}

/** Never write a credential or token to the log. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.otp',
  '*.secret',
];

/** The whole API as one Fastify instance: server.ts listens, tests inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : { level: env.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } },
    bodyLimit: 64 * 1024,
    // Only the balancer's hop may name the client (rate limits and the audit log use it).
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(sharedAnswerSerializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { corsOrigins: env.CORS_ORIGINS });
  await app.register(databasePlugin, {
    handle: options.database,
    closeOnShutdown: options.closeDatabase ?? true,
  });
  await app.register(rateLimitPlugin, { redis: options.redis ?? null });
  await app.register(authPlugin, {
    secret: options.jwtSecret,
    ttlMinutes: env.JWT_TTL_MINUTES,
    listen: options.database.listen,
  });
  if (env.API_DOCS) await app.register(openApiPlugin);
  await app.register(realtimePlugin, {
    corsOrigins: env.CORS_ORIGINS,
    redis: options.redis ?? null,
  });
  await app.register(providersPlugin, {
    providers: selectProviders(env, options.database.db, app.log),
  });

  await app.register(healthRoutes, { redis: options.redis ?? null });
  await app.register(notFoundPageRoutes, { appUrl: env.APP_URL });
  await app.register(authRoutes, {
    ttlMinutes: env.JWT_TTL_MINUTES,
    appUrl: env.APP_URL,
    loginAttemptsPerQuarterHour: env.LOGIN_ATTEMPTS_PER_QUARTER_HOUR,
  });
  await app.register(emailVerificationRoutes, { appUrl: env.APP_URL });
  await app.register(passwordResetRoutes, { appUrl: env.APP_URL });
  await app.register(phoneVerificationRoutes);
  await app.register(kycRoutes);
  await app.register(twoFactorRoutes);
  await app.register(supportRoutes);
  await app.register(chatRoutes);
  await app.register(marketingRoutes);
  if (env.SANDBOX) {
    await app.register(outboxRoutes, {
      secret: env.SANDBOX_OPERATOR_SECRET ?? null,
      loopbackAllowed: env.NODE_ENV !== 'production',
    });
  }
  await app.register(userRoutes);
  await app.register(assetRoutes);
  await app.register(notificationRoutes);
  await app.register(settingsRoutes);
  await app.register(withdrawalRulesRoutes);
  await app.register(orderRoutes);
  await app.register(portfolioRoutes);
  await app.register(bucketRoutes);
  await app.register(bucketAdminRoutes);
  await app.register(bucketPublicRoutes);
  await app.register(assetAdminRoutes);
  await app.register(recurringBuyRoutes);
  await app.register(preferenceRoutes);
  await app.register(historyRoutes);
  await app.register(supportHistoryRoutes);
  await app.register(fundingRoutes, { serverSecret: options.jwtSecret });
  if (env.SANDBOX) await app.register(sandboxMoneyRoutes);
  if (env.SANDBOX) await app.register(sandboxFundingRoutes);
  if (options.runJobs) await app.register(jobsPlugin, { jobs: backgroundJobs(env) });
  // Newest onClose first: e-mails still being sent finish before the database closes.
  app.addHook('onClose', backgroundTasksSettled);
  return app;
}
