import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.js';
import { startIntervalJob, type IntervalJob } from '../lib/interval-job.js';
import type { ServiceDeps } from '../lib/service-deps.js';
import { priceAlertsOnTick } from '../modules/alerts/index.js';
import { purgeStaleBucketQuotes } from '../modules/buckets/index.js';
import { pruneFrontEndLoads } from '../modules/front-end-health/index.js';
import { releaseDueDelays, settlePendingWithdrawals } from '../modules/funding/index.js';
import { sendSecurityChangeNotices } from '../modules/identity/security-hold/index.js';
import { sendTrustedContactNotices } from '../modules/money-out-safety/index.js';
import { endIdleStaffSessions } from '../modules/identity/sessions/index.js';
import { priceTickJob } from '../modules/market/index.js';
import { orderTickHandler } from '../modules/orders/index.js';
import { runDuePlans } from '../modules/recurring-buys/index.js';
import { purgeStaleQuotes } from '../modules/trading/index.js';

export interface JobSpec {
  name: string;
  everyMs: number;
  run: (deps: ServiceDeps) => Promise<unknown>;
}

/** What runs in the background on every API instance; each run is safe on several at once. */
export function backgroundJobs(env: Env): JobSpec[] {
  return [
    { name: 'recurring buys', everyMs: env.RECURRING_BUY_INTERVAL_MS, run: runDuePlans },
    { name: 'stale quotes', everyMs: 10 * 60_000, run: purgeStaleQuotes },
    // A bucket quote goes once its legs are gone (the job above): one run later at the latest.
    { name: 'stale bucket quotes', everyMs: 10 * 60_000, run: purgeStaleBucketQuotes },
    // A withdrawal whose provider call failed mid-way is settled (or refunded) on a later pass.
    { name: 'pending withdrawals', everyMs: 60_000, run: settlePendingWithdrawals },
    // An idle console ends on time, sockets and all, even if it never asks for anything again.
    { name: 'idle staff sessions', everyMs: 60_000, run: endIdleStaffSessions },
    // A password, e-mail, phone or two-factor change is e-mailed with its lock link.
    {
      name: 'security change notices',
      everyMs: 5_000,
      run: (deps) => sendSecurityChangeNotices(deps, env.APP_URL),
    },
    // A withdrawal whose trusted-contact delay ran out goes (or is given up, and the customer told).
    { name: 'protective delays', everyMs: 60_000, run: releaseDueDelays },
    // A trusted contact hears of a first or large withdrawal within seconds.
    { name: 'trusted contact notices', everyMs: 5_000, run: sendTrustedContactNotices },
    // New prices (a market tick, a sandbox move) and what follows them, on every instance.
    { name: 'old front-end loads', everyMs: 60 * 60_000, run: pruneFrontEndLoads },
    {
      name: 'price ticks',
      everyMs: env.PRICE_TICK_POLL_MS,
      run: priceTickJob([orderTickHandler, priceAlertsOnTick]),
    },
  ];
}

/**
 * Background jobs inside the app's lifecycle: they start once the app is ready and stop when
 * it closes — waiting for a run in progress, before the database closes (onClose hooks run
 * newest first, and this plugin is registered after the database's).
 */
export const jobsPlugin = fp<{ jobs: JobSpec[] }>(async (app: FastifyInstance, { jobs }) => {
  let running: IntervalJob[] = [];
  app.addHook('onReady', async () => {
    running = jobs.map((job) =>
      startIntervalJob(job.name, job.everyMs, app.log, () => job.run(app)),
    );
  });
  app.addHook('onClose', async () => {
    await Promise.all(running.map((job) => job.stop()));
    running = [];
  });
});
