import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** PostgreSQL's outages: each bounds how long an answer may take, so nothing runs beside it. */
const OUTAGES = 'faults/postgres-outage.test.ts';

function faults(
  name: string,
  files: { include: string[]; exclude?: string[] },
  groupOrder: number,
  maxWorkers: number,
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: path.join(import.meta.dirname, 'api'),
      ...files,
      environment: 'node',
      maxWorkers,
      sequence: { groupOrder },
      testTimeout: 5 * 60_000,
      hookTimeout: 5 * 60_000,
    },
  };
}

/**
 * `npm run test:faults`: the API's processes killed, signalled and doubled on one embedded
 * database, and the damaged directory from the field repaired, two files at a time (one at a
 * time left a fifth of the machine idle while processes started and stopped; every file has
 * its own folders and ports); then PostgreSQL's outages, alone. Slow and process-heavy, so
 * apart from the unit suites: `npm test` runs it after the journeys, whose build step built
 * the front ends that `npm start` needs.
 */
export default defineConfig({
  test: {
    projects: [
      faults('faults', { include: ['faults/**/*.test.ts'], exclude: [OUTAGES] }, 0, 2),
      faults('faults: outages', { include: [OUTAGES] }, 1, 1),
    ],
  },
});
