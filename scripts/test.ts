/**
 * `npm test`: everything — lint and typecheck, the unit and API tests (PGlite, and PostgreSQL
 * when DATABASE_URL is set), the Playwright journeys against the built, served app and the
 * embedded database's fault suite; with PostgreSQL and Redis at hand, the compose topology
 * rehearsed. Prints how long each step took.
 *
 * Steps share two cores by lanes: lint keeps one core busy while the other typechecks, builds
 * the front ends and keeps the last release's for the contract journeys. The journeys (two
 * browsers: the route sweep beside the others, mostly waiting on pages) and the unit and API
 * tests, on half the cores, share both; the journeys end first, and the compose rehearsal and
 * the fault suite's killed and signalled processes follow them in their lane. PostgreSQL's
 * outages run last and alone: they bound answer times, and beside other work the slowest
 * answers would cross that bound.
 * The first step to fail stops the others, so a failure is reported when it happens.
 */
import { spawn, type ChildProcess } from 'node:child_process';

type Step = [label: string, command: string, args: string[]];
/** Steps of one lane run one after the other; a failed step stops every lane. */
type Lane = Step[];

/** The lanes of one group run at the same time; a group starts when the one before has passed. */
const GROUPS: Lane[][] = [
  [
    [['lint', 'npm', ['run', 'lint']]],
    [
      ['typecheck', 'npm', ['run', 'typecheck']],
      // Once, before the journeys and `npm start`'s fault tests both need the front ends.
      ['build', 'npm', ['run', 'build']],
      // The last release's shell and remotes, which the contract journeys run against today's.
      ['releases', 'npm', ['run', 'releases:previous']],
    ],
  ],
  [
    [
      ['e2e', 'npm', ['run', 'test:e2e']],
      // docker-compose.yml's services, by their own commands, on PostgreSQL and Redis: on
      // `npm start`'s ports, which the journeys' stack holds until it ends.
      ...(process.env.DATABASE_URL && process.env.REDIS_URL
        ? [['compose', 'npm', ['run', 'compose:rehearse']] as Step]
        : []),
      // The embedded database under SIGKILL, signals, a second process and the field's
      // damaged directory, on ports of their own.
      ['faults', 'npm', ['run', 'test:faults', '--', '--project', 'faults']],
    ],
    // Half the cores: the journeys' browsers and stack have the other half.
    [['unit + API', 'npm', ['run', 'test:unit', '--', '--maxWorkers=50%']]],
  ],
  // PostgreSQL's outages, on ports of their own, beside nothing that bounds its answers.
  [[['outages', 'npm', ['run', 'test:faults', '--', '--project', 'faults: outages']]]],
];

// Here the last release's front ends are kept (the `releases` step), so the contract journeys
// that run against them fail rather than skip when one is missing.
process.env.WATTLE_PREVIOUS_RELEASES = 'required';

/** The steps running now; the first to fail stops the others. */
const running = new Set<ChildProcess>();
const stopped = new WeakSet<ChildProcess>();
let failed = false;

/**
 * Runs one step. Live, it writes straight to the terminal; otherwise its output is held and
 * written whole when it ends. One lane of a group is live, so its steps show progress as they
 * go and the others' output arrives in one piece.
 */
function run([label, command, args]: Step, live: boolean): Promise<string> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      if (!live) process.stdout.write(Buffer.concat(output));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const outcome = stopped.has(child) ? 'stopped' : code === 0 ? 'ok' : 'FAILED';
      if (outcome === 'FAILED' && !failed) {
        // Fail fast: the lanes beside it would only delay the verdict.
        failed = true;
        for (const other of running) {
          stopped.add(other);
          other.kill('SIGTERM');
        }
      }
      resolve(`${label.padEnd(12)} ${seconds.padStart(7)} s  ${outcome}`);
    });
  });
}

/** Runs a lane's steps in turn until a step fails; resolves to their timing lines. */
async function runLane(lane: Lane, live: boolean): Promise<string[]> {
  const lines: string[] = [];
  for (const step of lane) {
    if (failed) break;
    lines.push(await run(step, live));
  }
  return lines;
}

const timings: string[] = [];
for (const group of GROUPS) {
  const results = (
    await Promise.all(group.map((lane, index) => runLane(lane, index === 0)))
  ).flat();
  timings.push(...results);
  if (failed) {
    console.error(`\n${timings.join('\n')}`);
    process.exit(1);
  }
}
console.log(`\n${timings.join('\n')}`);
