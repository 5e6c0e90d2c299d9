import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import { alertsModule } from './modules/alerts/index.js';
import { apiKeysModule } from './modules/api-keys/index.js';
import { assetsModule } from './modules/assets/index.js';
import { bucketsModule } from './modules/buckets/index.js';
import { chatModule } from './modules/chat/index.js';
import { fundingModule } from './modules/funding/index.js';
import { frontEndHealthModule } from './modules/front-end-health/index.js';
import { marketModule } from './modules/market/index.js';
import { healthModule } from './modules/health/index.js';
import { historyModule } from './modules/history/index.js';
import { accountsModule } from './modules/identity/accounts/index.js';
import { accountLockModule } from './modules/identity/account-lock/index.js';
import { kycModule } from './modules/identity/kyc/index.js';
import { securityHoldModule } from './modules/identity/security-hold/index.js';
import { signInModule } from './modules/identity/sign-in/index.js';
import { twoFactorModule } from './modules/identity/two-factor/index.js';
import { twoFactorResetModule } from './modules/identity/two-factor-reset/index.js';
import { moneyOutSafetyModule } from './modules/money-out-safety/index.js';
import { marketingModule } from './modules/marketing/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { ordersModule } from './modules/orders/index.js';
import { pagesModule } from './modules/pages/index.js';
import { portfolioModule } from './modules/portfolio/index.js';
import { preferencesModule } from './modules/preferences/index.js';
import { publicApiModule } from './modules/public-api/index.js';
import { recurringBuysModule } from './modules/recurring-buys/index.js';
import { sandboxModule } from './modules/sandbox/index.js';
import { settingsModule } from './modules/settings/index.js';
import { supportModule } from './modules/support/index.js';
import { tradingModule } from './modules/trading/index.js';
import { watchlistModule } from './modules/watchlist/index.js';
import { travelRuleModule } from './modules/travel-rule/index.js';
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

  // Each module's routes, as one plugin (modules/<module>/index.ts).
  await app.register(healthModule, { redis: options.redis ?? null });
  await app.register(pagesModule, { appUrl: env.APP_URL });
  await app.register(signInModule, {
    ttlMinutes: env.JWT_TTL_MINUTES,
    appUrl: env.APP_URL,
    loginAttemptsPerQuarterHour: env.LOGIN_ATTEMPTS_PER_QUARTER_HOUR,
    signupsPerHour: env.SIGNUPS_PER_HOUR,
  });
  await app.register(kycModule);
  await app.register(twoFactorModule);
  await app.register(twoFactorResetModule, { appUrl: env.APP_URL });
  await app.register(securityHoldModule);
  await app.register(accountLockModule);
  await app.register(moneyOutSafetyModule);
  await app.register(supportModule);
  await app.register(chatModule);
  await app.register(frontEndHealthModule);
  await app.register(marketingModule);
  if (env.SANDBOX) {
    await app.register(sandboxModule, {
      operator: {
        secret: env.SANDBOX_OPERATOR_SECRET ?? null,
        loopbackAllowed: env.NODE_ENV !== 'production',
      },
    });
  }
  await app.register(accountsModule);
  await app.register(assetsModule);
  await app.register(notificationsModule);
  await app.register(settingsModule);
  await app.register(tradingModule, { submitBatchWindowMs: env.TRADE_SUBMIT_BATCH_WINDOW_MS });
  await app.register(ordersModule);
  await app.register(portfolioModule);
  await app.register(bucketsModule);
  await app.register(recurringBuysModule);
  await app.register(preferencesModule);
  await app.register(historyModule);
  await app.register(fundingModule, { serverSecret: options.jwtSecret, sandbox: env.SANDBOX });
  await app.register(marketModule, { sandbox: env.SANDBOX });
  await app.register(alertsModule);
  await app.register(watchlistModule);
  await app.register(travelRuleModule);
  await app.register(apiKeysModule, { serverSecret: options.jwtSecret });
  await app.register(publicApiModule, {
    redis: options.redis ?? null,
    serverSecret: options.jwtSecret,
    submitBatchWindowMs: env.TRADE_SUBMIT_BATCH_WINDOW_MS,
    trustedProxies: env.TRUSTED_PROXIES,
  });
  if (options.runJobs) await app.register(jobsPlugin, { jobs: backgroundJobs(env) });
  // Newest onClose first: e-mails still being sent finish before the database closes.
  app.addHook('onClose', backgroundTasksSettled);
  return app;
}
