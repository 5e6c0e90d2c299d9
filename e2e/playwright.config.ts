import { defineConfig } from '@playwright/test';
import { CONTROL_URL, ORIGINS } from './support/stack';

/** Debian's Chromium, flags that keep it off the (closed) network. Never a downloaded browser. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // One stack, and journeys that stop parts of it: one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per stack, so side-by-side runs do not delete each other's traces.
  outputDir: `./test-results/${process.env.WATTLE_PORT_OFFSET ?? '0'}`,
  use: {
    baseURL: ORIGINS.shell,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../scripts/run.mjs ../scripts/e2e-stack.ts',
    url: `${CONTROL_URL}/ready`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
