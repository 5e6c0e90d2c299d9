import { z } from 'zod';
import { REMOTE_NAMES } from '../boot.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/**
 * Where a remote's load stopped (docs/product/front-end-health.md#what-a-load-reports):
 * its manifest, its entry script, the shell's check of what it needs, or its module.
 */
export const FRONT_END_LOAD_STAGES = ['manifest', 'entry', 'compatibility', 'module'] as const;
export type FrontEndLoadStage = (typeof FRONT_END_LOAD_STAGES)[number];

export const FRONT_END_ENVIRONMENTS = ['development', 'staging', 'production'] as const;

/** A release name as `npm run release` makes it (`0.1.0-3f2c1ab`), or null when unknown. */
export const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/**
 * One remote's load as the shell measured it. Nothing in it names the person, the page or
 * the device: the remote, its version, the environment, how long and whether it loaded.
 */
export const frontEndLoadSchema = lazySchema(() =>
  z
    .object({
      environment: z.enum(FRONT_END_ENVIRONMENTS),
      remote: z.enum(REMOTE_NAMES),
      version: text().regex(RELEASE_VERSION_PATTERN, 'Name a release version').nullable(),
      outcome: z.enum(['loaded', 'failed']),
      stage: z.enum(FRONT_END_LOAD_STAGES).nullable(),
      durationMs: z.number().int().min(0).max(600_000),
      /** The shell lent the remote exports its own shared Chakra lacked. */
      adapted: z.boolean(),
    })
    .refine((load) => (load.outcome === 'failed') === (load.stage !== null), {
      message: 'A failed load names its stage; a loaded one names none',
      path: ['stage'],
    }),
);
export type FrontEndLoad = z.infer<typeof frontEndLoadSchema>;

/** `POST /front-end-health/loads`: the loads a page measured, sent together. */
export const frontEndLoadBatchSchema = lazySchema(() =>
  z.object({ loads: z.array(frontEndLoadSchema).min(1).max(20) }),
);
export type FrontEndLoadBatch = z.infer<typeof frontEndLoadBatchSchema>;

const stageCounts = () =>
  z.object({
    manifest: z.number().int(),
    entry: z.number().int(),
    compatibility: z.number().int(),
    module: z.number().int(),
  }) satisfies z.ZodType<Record<FrontEndLoadStage, number>>;

/** `GET /support/front-end-health`: the last hour per remote, and what each environment runs. */
export const frontEndHealthSchema = lazySchema(() =>
  z.object({
    since: z.iso.datetime(),
    remotes: z.array(
      z.object({
        remote: z.enum(REMOTE_NAMES),
        loads: z.number().int(),
        failures: z.number().int(),
        failuresByStage: stageCounts(),
        adapted: z.number().int(),
        p50Ms: z.number().int().nullable(),
        p95Ms: z.number().int().nullable(),
      }),
    ),
    running: z.array(
      z.object({
        environment: z.enum(FRONT_END_ENVIRONMENTS),
        remote: z.enum(REMOTE_NAMES),
        version: text().nullable(),
        lastSeenAt: z.iso.datetime(),
      }),
    ),
  }),
);
export type FrontEndHealth = z.infer<typeof frontEndHealthSchema>;
