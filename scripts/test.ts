/**
 * `npm test`: everything, in the order that fails fastest — lint and typecheck (at once: each
 * keeps one core busy), unit and API tests (PGlite, and PostgreSQL when DATABASE_URL is set),
 * then the Playwright journeys against the built, served app, then the embedded database's
 * fault suite; with PostgreSQL and Redis at hand, the compose topology rehearsed. Prints how
 * long each step took.
 */
import { spawn } from 'node:child_process';

type Step = [label: string, command: string, args: string[]];

/** Steps of one group run at the same time; a group starts when the one before has passed. */
const GROUPS: Step[][] = [
  [
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck', 'npm', ['run', 'typecheck']],
  ],
  [['unit + API', 'npm', ['run', 'test:unit']]],
  [['e2e', 'npm', ['run', 'test:e2e']]],
  // The embedded database under SIGKILL, signals, a second process and the field's damaged
  // directory; after the journeys, which build the front ends `npm start` needs.
  [['faults', 'npm', ['run', 'test:faults']]],
  // docker-compose.yml's services, by their own commands, on PostgreSQL and Redis.
  ...(process.env.DATABASE_URL && process.env.REDIS_URL
    ? [[['compose', 'npm', ['run', 'compose:rehearse']] as Step]]
    : []),
];

/**
 * Runs one step. Alone, it writes straight to the terminal; beside another, its output is
 * held and written whole when it ends, so two steps' lines never interleave.
 */
function run([label, command, args]: Step, alone: boolean): Promise<string> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve(`${label.padEnd(12)} ${seconds.padStart(7)} s  ${code === 0 ? 'ok' : 'FAILED'}`);
    });
  });
}

const timings: string[] = [];
for (const group of GROUPS) {
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  timings.push(...results);
  if (results.some((line) => line.endsWith('FAILED'))) {
    console.error(`\n${timings.join('\n')}`);
    process.exit(1);
  }
}
console.log(`\n${timings.join('\n')}`);
