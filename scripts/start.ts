/**
 * `npm start`: builds what is not built, then serves the API (4000), the shell (3000) and
 * each remote from its own port (3001–3004), and prints the one URL to open.
 */
import { installShutdown } from '@wattle/api/tooling';
import { buildFrontEnds } from './build.ts';
import { isBuildStale } from './lib/freshness.ts';
import { FRONT_END_NAMES } from './lib/front-ends.ts';
import { startStack } from './lib/stack.ts';

// Ctrl-C, a SIGTERM to the group, a second signal while stopping: one orderly stop. The API
// child watches this process too, so it stops even if this one is killed outright.
const shutdown = installShutdown({ log: (message) => console.log(`Wattle: ${message}`) });

const stale = FRONT_END_NAMES.filter(isBuildStale);
if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')} …`);
  await buildFrontEnds(stale);
}

const stack = await startStack(process.env).catch((error: unknown) => {
  console.error(
    `\nWattle did not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
shutdown.defer('Wattle', () => stack.stop());
console.log(`\n  Wattle is running: ${stack.appUrl}\n\n  Press Ctrl-C to stop.\n`);
