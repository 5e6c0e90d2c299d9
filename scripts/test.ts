/**
 * `npm test`: everything, in the order that fails fastest — lint, typecheck, unit and API
 * tests (PGlite, and PostgreSQL when DATABASE_URL is set), then the Playwright journeys
 * against the built, served app, then the embedded database's fault suite; with PostgreSQL
 * and Redis at hand, the compose topology rehearsed. Prints how long each step took.
 */
import { spawn } from 'node:child_process';

const STEPS: [label: string, command: string, args: string[]][] = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit + API', 'npm', ['run', 'test:unit']],
  ['e2e', 'npm', ['run', 'test:e2e']],
  // The embedded database under SIGKILL, signals, a second process and the field's damaged
  // directory; after the journeys, which build the front ends `npm start` needs.
  ['faults', 'npm', ['run', 'test:faults']],
  // docker-compose.yml's services, by their own commands, on PostgreSQL and Redis.
  ...(process.env.DATABASE_URL && process.env.REDIS_URL
    ? [['compose', 'npm', ['run', 'compose:rehearse']] as [string, string, string[]]]
    : []),
];

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const timings: string[] = [];
for (const [label, command, args] of STEPS) {
  const started = performance.now();
  const code = await run(command, args);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${label.padEnd(12)} ${seconds.padStart(7)} s  ${code === 0 ? 'ok' : 'FAILED'}`);
  if (code !== 0) {
    console.error(`\n${timings.join('\n')}`);
    process.exit(code);
  }
}
console.log(`\n${timings.join('\n')}`);
