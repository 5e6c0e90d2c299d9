import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the API's processes killed, signalled and doubled on one embedded
 * database, and the damaged directory from the field repaired. Slow and process-heavy, so
 * apart from the unit suites and one file at a time. `npm test` runs it beside the journeys,
 * after its build step has built the front ends `npm start` needs; every process it starts
 * listens on ports of its own.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: path.join(import.meta.dirname, 'api'),
    include: ['faults/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 5 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
