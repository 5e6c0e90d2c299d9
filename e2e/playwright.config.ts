import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '@wattle/shared/local-browser';
import { CONTROL_URL, ORIGINS } from './support/stack';

/** Journeys that stop or swap parts of the one stack: nothing else may run beside them. */
const STACK_CONTROL = [
  '**/federation.spec.ts',
  '**/releases.spec.ts',
  '**/shell-maintenance.spec.ts',
];
/** Every route at both widths: opens pages, clicks nothing, and is the longest file by far. */
const ROUTE_SWEEP = '**/route-sweep.spec.ts';
/**
 * Journeys that change nothing another journey reads — no trade, no saved preference of the
 * demo customer, no setting, no price — so they may run beside the others, after the sweep,
 * which would otherwise leave its worker idle while the journeys go on alone.
 */
const READ_ONLY_JOURNEYS = [
  '**/look-and-feel.spec.ts',
  '**/marketing-pages.spec.ts',
  '**/navigation.spec.ts',
  '**/password-strength.spec.ts',
  '**/shell-a11y.spec.ts',
  '**/shell-layout.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  // One stack, two lanes of about equal length: the route sweep and the read-only journeys
  // beside the other journeys, each file in its own order; the journeys that stop parts of the
  // stack run after both, alone. Run one of those on its own with `--no-deps`: otherwise
  // Playwright runs the projects it depends on first, whole.
  workers: 2,
  fullyParallel: false,
  projects: [
    {
      name: 'journeys',
      testIgnore: [ROUTE_SWEEP, ...READ_ONLY_JOURNEYS, ...STACK_CONTROL],
      workers: 1,
    },
    { name: 'route sweep', testMatch: [ROUTE_SWEEP, ...READ_ONLY_JOURNEYS], workers: 1 },
    {
      name: 'stack control',
      testMatch: STACK_CONTROL,
      dependencies: ['journeys', 'route sweep'],
      workers: 1,
    },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per stack, so side-by-side runs do not delete each other's traces.
  outputDir: `./test-results/${process.env.WATTLE_PORT_OFFSET ?? '0'}`,
  use: {
    baseURL: ORIGINS.shell,
    launchOptions: {
      executablePath: chromiumPath(process.env.CHROMIUM_PATH),
      args: [...CHROMIUM_FLAGS],
    },
    // A failed journey keeps its trace: each action with the page's DOM before and after, its
    // network and console, and one screenshot of where it stopped. No screencast: filming every
    // journey for the few that fail costs a large share of their time and CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
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
