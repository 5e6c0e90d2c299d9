import {
  envelope,
  loginRequestSchema,
  loginResponseSchema,
  signupAcceptedSchema,
  signupRequestSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors.js';
import { bodyText, byIp, failureLimit, rateLimitHook } from '../../../lib/rate-limit-hook.js';
import { depsOf } from '../../../lib/service-deps.js';
import { principalOf } from '../../../plugins/auth.js';
import { login, logout, signup, type LoginKind } from './auth-service.js';

export interface AuthRoutesOptions {
  ttlMinutes: number;
  /** The shell's URL, for the verification link e-mailed at signup. */
  appUrl: string;
  /** LOGIN_ATTEMPTS_PER_QUARTER_HOUR (10 unless the journeys' stack raises it). */
  loginAttemptsPerQuarterHour?: number;
  /** Sign-ups per address per hour (20). */
  signupsPerHour?: number;
}

/**
 * Failed sign-ins (a wrong password or code) per address across every e-mail and both doors:
 * this many times the tries allowed per address and e-mail. A guesser spraying one password
 * at many accounts from one address stops here; the people behind a shared address only
 * count when they fail.
 */
const FAILURES_PER_ADDRESS_FACTOR = 3;

/** Ten tries per quarter hour per address and e-mail: enough for typos, not for guessing. */
const loginRateLimit = (max: number) => ({
  max,
  timeWindow: '15 minutes',
  // After parsing, so the e-mail is part of the key: one typo-prone person behind a shared
  // address (an office, a carrier's NAT) does not lock out everyone else.
  hook: 'preHandler' as const,
  keyGenerator: (request: { ip: string; body?: unknown }) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `login:${request.ip}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  },
});

/** Sign-ups per network address per hour unless configured (SIGNUPS_PER_HOUR). */
export const DEFAULT_SIGNUPS_PER_HOUR = 200;
export const SIGNUPS_PER_EMAIL_PER_HOUR = 5;
export const SIGNUPS_PER_DEVICE_PER_HOUR = 10;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const attempts = options.loginAttemptsPerQuarterHour ?? 10;
  const failures = failureLimit(app, {
    name: 'login-failures',
    max: attempts * FAILURES_PER_ADDRESS_FACTOR,
    timeWindow: '15 minutes',
    key: byIp,
  });
  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account',
        body: signupRequestSchema,
        response: { 202: envelope(signupAcceptedSchema) },
      },
      // Per address a generous budget, so strangers behind one carrier's NAT address are not
      // locked out; per e-mail and per device the tight limits
      // (docs/product/identity.md#rate-limits).
      config: {
        rateLimit: {
          max: options.signupsPerHour ?? DEFAULT_SIGNUPS_PER_HOUR,
          timeWindow: '1 hour',
        },
      },
      preHandler: [
        rateLimitHook(app, {
          name: 'signup-email',
          max: SIGNUPS_PER_EMAIL_PER_HOUR,
          timeWindow: '1 hour',
          key: (request) => bodyText(request, 'email'),
          counted: 'sign-ups for this e-mail address',
        }),
        rateLimitHook(app, {
          name: 'signup-device',
          max: SIGNUPS_PER_DEVICE_PER_HOUR,
          timeWindow: '1 hour',
          key: (request) => bodyText(request, 'deviceId'),
          counted: 'sign-ups from this device',
        }),
      ],
    },
    async (request, reply) => {
      await signup(depsOf(request), { ...request.body, appUrl: options.appUrl });
      return reply.status(202).send({ data: { email: request.body.email } });
    },
  );

  const loginRoute = (path: string, kind: LoginKind, summary: string) =>
    app.post(
      path,
      {
        schema: {
          tags: ['auth'],
          summary,
          body: loginRequestSchema,
          response: { 200: envelope(loginResponseSchema) },
        },
        config: { rateLimit: loginRateLimit(attempts) },
        preHandler: failures.check,
      },
      async (request) => {
        const outcome = await login(depsOf(request), {
          credentials: request.body,
          kind,
          meta: { ip: request.ip, userAgent: request.headers['user-agent'] },
          ttlMinutes: options.ttlMinutes,
          appUrl: options.appUrl,
        }).catch(async (error: unknown) => {
          // 401 at a sign-in door: a wrong password (or unknown e-mail) or a wrong code.
          if (error instanceof AppError && error.statusCode === 401) await failures.count(request);
          throw error;
        });
        if (outcome.status !== 'authenticated') return { data: outcome };
        return {
          data: {
            status: outcome.status,
            token: app.signSessionToken(outcome.claims),
            expiresAt: outcome.expiresAt.toISOString(),
          },
        };
      },
    );
  loginRoute('/auth/login', 'customer', 'Sign in as a customer');
  loginRoute('/auth/login-admin', 'staff', 'Sign in as support or admin staff');

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session',
        response: { 200: envelope(z.object({ loggedOut: z.literal(true) })) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await logout(depsOf(request), principalOf(request).sessionId);
      return { data: { loggedOut: true as const } };
    },
  );
};
