/**
 * `npm start`: builds what is not built, then serves the API (4000), the shell (3000) and
 * each remote from its own port (3001–3004), and prints the one URL to open.
 */
import { buildFrontEnds } from './build.ts';
import { isBuildStale } from './lib/freshness.ts';
import { FRONT_END_NAMES } from './lib/front-ends.ts';
import { startStack } from './lib/stack.ts';

const stale = FRONT_END_NAMES.filter(isBuildStale);
if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')} …`);
  await buildFrontEnds(stale);
}

const stack = await startStack(process.env);
console.log(`\n  Wattle is running: ${stack.appUrl}\n\n  Press Ctrl-C to stop.\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stack.stop().then(() => process.exit(0));
  });
}
