import path from 'node:path';
import {
  localFrontEndOrigins,
  localOrigin,
  localPorts,
  portOffsetOf,
} from '@wattle/shared/local-ports';
import { z } from 'zod';

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Where `npm start` keeps the embedded database: `api/.data/pglite`, one per shifted stack. */
const dataDirFor = (offset: number) =>
  path.resolve(import.meta.dirname, '../../.data', offset === 0 ? 'pglite' : `pglite-${offset}`);

/**
 * The API's environment, parsed once. Everything has a local default so `npm start` on a
 * fresh clone needs no configuration; production refuses the defaults that matter.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    /** 4000 (+ WATTLE_PORT_OFFSET) unless set: see parseEnv. */
    PORT: z.coerce.number().int().min(0).max(65535),
    /** PostgreSQL when set; otherwise embedded PGlite in DATA_DIR. */
    DATABASE_URL: z.url().optional(),
    /** PostgreSQL connections this instance may hold. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
    /** Opening a PostgreSQL connection, or waiting for a free one in the pool. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
    /** PostgreSQL cancels a statement running longer (migrations have no limit). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(4000),
    /** The API gives up waiting for an answer (a hung or unreachable server): a 503. */
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    /** PostgreSQL ends a session left idle inside a transaction, releasing its locks. */
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** PGlite's directory when DATABASE_URL is unset; `api/.data/pglite` unless set. */
    DATA_DIR: z.string(),
    /** Snapshots of the embedded database; `<DATA_DIR>-backups` when unset. */
    BACKUP_DIR: z.string().optional(),
    /** How often the running API snapshots the embedded database; 0 turns it off. */
    BACKUP_INTERVAL_MINUTES: z.coerce.number().min(0).default(30),
    /** Automatic snapshots kept of each kind (periodic, before migrations). */
    BACKUPS_KEPT: z.coerce.number().int().min(1).default(5),
    /** How often the embedded database checkpoints, when anything was written. */
    CHECKPOINT_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(300),
    /** Redis when set: socket.io adapter and the shared rate-limit store. */
    REDIS_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32).optional(),
    JWT_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(60),
    /**
     * The load balancer's address(es) or CIDR(s), comma-separated: only a hop from one of
     * these may name the client in X-Forwarded-For. None by default: the client is the peer.
     */
    TRUSTED_PROXIES: csv.default([]),
    /**
     * Sign-ins per address and e-mail per quarter hour (10); failed sign-ins per address, across
     * e-mails, three times as many. Only the journeys' stack raises it: every journey signs the
     * same demo customer in from 127.0.0.1. Production refuses more.
     */
    LOGIN_ATTEMPTS_PER_QUARTER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
    /**
     * Sign-ups per address per hour (20). Only the journeys' stack raises it: its journeys sign
     * up many strangers from 127.0.0.1. Production refuses more.
     */
    SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(200),
    /** The local front ends' origins unless set. */
    CORS_ORIGINS: csv,
    /** The shell's URL, for links in e-mails (verification, password reset). */
    APP_URL: z.url(),
    /** Sandbox providers (bank, custody, identity, SMS, e-mail, market data) and demo data. */
    SANDBOX: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * The only way production starts on sandbox providers, demo accounts or sandbox routes
     * (a staging rehearsal). Never set it where real customers are.
     */
    DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * What an operator sends as `X-Sandbox-Operator` to read the sandbox outbox (reset links,
     * codes). Unset, the outbox answers only requests made on the machine itself, outside
     * production; a staging rehearsal (production on the sandbox) must set it to read it.
     */
    SANDBOX_OPERATOR_SECRET: z.string().min(32).optional(),
    /** The OpenAPI explorer at /docs: on by default, off in production unless set. */
    API_DOCS: z.enum(['true', 'false']).transform((value) => value === 'true'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Seed for the sandbox market's random walk, so runs can be repeated. */
    MARKET_SEED: z.coerce.number().int().default(20240701),
    /** How often due recurring buys are looked for. */
    RECURRING_BUY_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
    /**
     * How often each API instance looks for new prices (a tick of the market, or a sandbox
     * move) and runs what follows them: orders whose limit was crossed, price alerts.
     */
    PRICE_TICK_POLL_MS: z.coerce.number().int().min(100).default(1_000),
    /**
     * Group commit (docs/architecture.md#group-commit): order submits arriving within this
     * many milliseconds of each other are executed in one database transaction. 0 runs each
     * submit alone.
     */
    TRADE_SUBMIT_BATCH_WINDOW_MS: z.coerce.number().min(0).max(10).default(2),
  })
  .superRefine((env, context) => {
    if (env.DATABASE_QUERY_TIMEOUT_MS <= env.DATABASE_STATEMENT_TIMEOUT_MS) {
      // The server should cancel a slow statement first: its connection then stays usable.
      context.addIssue({
        code: 'custom',
        path: ['DATABASE_QUERY_TIMEOUT_MS'],
        message: 'must be longer than DATABASE_STATEMENT_TIMEOUT_MS',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.LOGIN_ATTEMPTS_PER_QUARTER_HOUR > 10) {
      context.addIssue({
        code: 'custom',
        path: ['LOGIN_ATTEMPTS_PER_QUARTER_HOUR'],
        message: 'production allows at most 10 sign-ins per address and e-mail per quarter hour',
      });
    }
    if (env.NODE_ENV === 'production' && env.SIGNUPS_PER_HOUR > 500) {
      context.addIssue({
        code: 'custom',
        path: ['SIGNUPS_PER_HOUR'],
        message: 'production allows at most 500 sign-ups per address per hour',
      });
    }
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'production needs PostgreSQL, not the embedded database',
      });
    }
    if (env.NODE_ENV === 'production' && !env.DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION) {
      // Sandbox means demo staff with a published password, a public outbox of reset links
      // and unsigned deposit credits. Only sandbox providers exist so far, so production
      // refuses to start at all until a real one is wired (or the override is set).
      context.addIssue({
        code: 'custom',
        path: [env.SANDBOX ? 'SANDBOX' : 'DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION'],
        message: env.SANDBOX
          ? 'production refuses sandbox providers, demo accounts and sandbox routes; set SANDBOX=false, or DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION=true for a staging rehearsal'
          : 'no real e-mail, SMS, identity, bank, custody or market-data provider exists yet, and production refuses the sandbox ones; set DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION=true for a staging rehearsal',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** The PostgreSQL limits the environment sets, as the pool takes them. */
export const postgresTimeoutsOf = (env: Env) => ({
  connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  queryMs: env.DATABASE_QUERY_TIMEOUT_MS,
  idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const offset = portOffsetOf(source.WATTLE_PORT_OFFSET);
  const ports = localPorts(offset);
  const defaults = {
    // Sandbox providers and demo accounts are opt-in in production, on by default elsewhere.
    SANDBOX: source.NODE_ENV === 'production' ? 'false' : 'true',
    API_DOCS: source.NODE_ENV === 'production' ? 'false' : 'true',
    // The local topology of `npm start`, shifted with WATTLE_PORT_OFFSET.
    PORT: String(ports.api),
    DATA_DIR: dataDirFor(offset),
    CORS_ORIGINS: localFrontEndOrigins(ports).join(','),
    APP_URL: localOrigin(ports.shell),
  };
  // An empty variable means unset (compose files and shells write `REDIS_URL=`).
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse({ ...defaults, ...set });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
