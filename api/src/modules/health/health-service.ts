import type { Redis } from 'ioredis';
import type { Db } from '../../db/database.js';
import { pingDatabase } from './health-repository.js';

/** Each part gets this long to answer: a hung part is "down", not a hung health check. */
export const HEALTH_CHECK_TIMEOUT_MS = 1000;

export type CheckState = 'ok' | 'down';
export interface HealthChecks {
  database: CheckState;
  /** Only where Redis is configured. */
  redis?: CheckState;
}

/** Resolves 'ok' if `work` succeeds within the time allowed, 'down' otherwise. */
async function within(work: () => Promise<unknown>, timeoutMs: number): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckState>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  try {
    return await Promise.race([work().then((): CheckState => 'ok'), late]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** PostgreSQL (or PGlite) and Redis, checked at once, each with its own deadline. */
export async function checkHealth(
  deps: { db: Db; redis: Redis | null },
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
): Promise<HealthChecks> {
  const client = deps.redis;
  const [database, redis] = await Promise.all([
    within(() => pingDatabase(deps.db), timeoutMs),
    client ? within(() => client.ping(), timeoutMs) : Promise.resolve(undefined),
  ]);
  return redis ? { database, redis } : { database };
}

/** What a 503 says: the parts that did not answer. */
export function downMessage(checks: HealthChecks): string {
  const down = Object.entries(checks)
    .filter(([, state]) => state === 'down')
    .map(([part]) => (part === 'database' ? 'the database' : 'Redis'));
  const verb = down.length > 1 ? 'are' : 'is';
  return `Wattle is temporarily unavailable: ${down.join(' and ')} ${verb} not answering`;
}
