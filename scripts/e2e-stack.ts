/**
 * The stack Playwright runs against: the real built shell, remotes and API on their usual
 * ports, a fresh embedded database, and a control port (3999) so journeys can stop and
 * start one server — a remote going down, the API going away — as happens in production.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { installShutdown } from '@wattle/api/tooling';
import { buildFrontEnd, buildFrontEnds } from './build.ts';
import { isBuildStale } from './lib/freshness.ts';
import {
  buildDirOf,
  FRONT_END_NAMES,
  FRONT_ENDS,
  ROOT,
  type FrontEndName,
} from './lib/front-ends.ts';
import { releasesDirOf, shortCommit } from './lib/release.ts';
import { localOrigin } from '@wattle/shared/local-ports';
import {
  parseReleaseChoice,
  PORT_OFFSET,
  PORTS,
  runtimeConfigFromEnv,
} from './lib/runtime-config.ts';
import { RELEASE_VERSION_PATTERN } from '@wattle/shared/contracts';
import { startStack } from './lib/stack.ts';
import { serveFrontEnd } from './lib/front-end-server.ts';

export const CONTROL_PORT = PORTS.e2eControl;

const stale = FRONT_END_NAMES.filter(isBuildStale);
if (stale.length > 0) await buildFrontEnds(stale);

const dataDir = path.join(ROOT, '.data', `e2e-${PORT_OFFSET}`);
rmSync(dataDir, { recursive: true, force: true });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: path.join(dataDir, 'pglite'),
  LOG_LEVEL: 'warn',
  // A database made for one run needs no snapshots of itself.
  BACKUP_INTERVAL_MINUTES: '0',
  // The journeys own their database and limits: a fresh PGlite, in-memory rate limits.
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  // Every journey signs the same demo people in from 127.0.0.1; the real limit (10 a quarter
  // hour) is the API suite's to test.
  LOGIN_ATTEMPTS_PER_QUARTER_HOUR: '1000',
  // The journeys sign up more strangers than one address may in an hour.
  SIGNUPS_PER_HOUR: '1000',
  // The second copy of a remote that the override journey points at (federation.spec.ts).
  WATTLE_REMOTE_OVERRIDE_ORIGINS:
    process.env.WATTLE_REMOTE_OVERRIDE_ORIGINS ?? localOrigin(PORTS.e2eAlternate),
  // The stack's own kept releases and releases file (e2e/tests/releases.spec.ts).
  WATTLE_RELEASES_ROOT: path.join(dataDir, 'releases'),
  WATTLE_RELEASES_FILE: path.join(dataDir, 'releases.json'),
};
const releasesFile = env.WATTLE_RELEASES_FILE as string;

/**
 * Keeps the remote's current build as a release named `version`, as `npm run release` would
 * (without building again): what a journey switches between.
 */
function publishRelease(remote: FrontEndName, version: string): void {
  const target = path.join(releasesDirOf(remote, env), version);
  if (existsSync(target)) return;
  cpSync(buildDirOf(remote), target, { recursive: true });
  const needsFile = path.join(target, 'needs.json');
  const needs = JSON.parse(readFileSync(needsFile, 'utf8')) as { version: string };
  writeFileSync(needsFile, JSON.stringify({ ...needs, version }));
  // The precompressed copies would still name the build's own version.
  rmSync(`${needsFile}.br`, { force: true });
  rmSync(`${needsFile}.gz`, { force: true });
}

/** The newest release of a front end kept in its own `releases/` from another commit, if any. */
function previousRelease(frontEnd: FrontEndName): string | null {
  const kept = releasesDirOf(frontEnd, {});
  if (!existsSync(kept)) return null;
  const current = shortCommit(ROOT);
  const candidates = readdirSync(kept)
    .filter((version) => RELEASE_VERSION_PATTERN.test(version) && !version.endsWith(current))
    .filter((version) => existsSync(path.join(kept, version, 'mf-manifest.json')));
  const age = (version: string) => statSync(path.join(kept, version)).mtimeMs;
  return candidates.sort((a, b) => age(b) - age(a))[0] ?? null;
}

/**
 * The remote's newest release kept in its own `releases/` folder from another commit than
 * this one (`npm run release` on an earlier commit, or a CI cache of them), made available to
 * the stack and chosen: the current shell then loads the remote's previous release. Null when
 * none is kept.
 */
function choosePreviousRelease(remote: FrontEndName): string | null {
  const kept = releasesDirOf(remote, {});
  const previous = previousRelease(remote);
  if (!previous) return null;
  const target = path.join(releasesDirOf(remote, env), previous);
  if (!existsSync(target)) {
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.join(kept, previous), target, 'dir');
  }
  chooseRelease(remote, previous);
  return previous;
}

/** Names `version` (or, empty, no release) for the remote in the stack's releases file. */
function chooseRelease(remote: FrontEndName, version: string): void {
  const current = existsSync(releasesFile)
    ? parseReleaseChoice(readFileSync(releasesFile, 'utf8'))
    : {};
  writeFileSync(releasesFile, JSON.stringify({ ...current, [remote]: version || null }));
}

/**
 * The shell built without some Chakra exports the repository uses, as a shell deployed before a
 * remote started using them was (`WATTLE_CHAKRA_LEFT_OUT`, rspack.base.ts), into
 * `shell/dist-without-<exports>`. Built again only when the shell's own build is newer.
 */
async function buildShellWithout(exports: string): Promise<string | null> {
  if (!/^[A-Za-z]+(,[A-Za-z]+)*$/.test(exports)) return null;
  const folder = `dist-without-${exports.toLowerCase().replaceAll(',', '-')}`;
  const dir = path.join(FRONT_ENDS.shell.dir, folder);
  const built = path.join(dir, 'mf-manifest.json');
  const current = path.join(buildDirOf('shell'), 'mf-manifest.json');
  if (!existsSync(built) || statSync(current).mtimeMs > statSync(built).mtimeMs) {
    process.env.WATTLE_CHAKRA_LEFT_OUT = exports;
    try {
      await buildFrontEnd('shell', dir);
    } finally {
      delete process.env.WATTLE_CHAKRA_LEFT_OUT;
    }
  }
  return folder;
}

/** Another build of a front end, by its folder's name inside the package (`dist-without-vstack`). */
function otherBuild(frontEnd: FrontEndName, folder: string | null): string | null {
  if (!folder || !/^dist-[\w-]+$/.test(folder)) return null;
  const dir = path.join(FRONT_ENDS[frontEnd].dir, folder);
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}
const shutdown = installShutdown({ log: (message) => console.log(`e2e stack: ${message}`) });
const stack = await startStack(env);
shutdown.defer('the stack', () => stack.stop());
const alternates = new Map<string, FastifyInstance>();
shutdown.defer('alternates', () => Promise.all([...alternates.values()].map((app) => app.close())));

async function handle(method: string, url: URL): Promise<number> {
  const [, resource, name, action] = url.pathname.split('/');
  if (method === 'GET' && resource === 'ready') return 200;
  if (method !== 'POST') return 405;
  const version = url.searchParams.get('version') ?? '';
  if (resource === 'releases' && FRONT_END_NAMES.includes(name as FrontEndName)) {
    const remote = name as FrontEndName;
    if (remote === 'shell' || (version && !RELEASE_VERSION_PATTERN.test(version))) return 400;
    if (action === 'previous') return choosePreviousRelease(remote) ? 204 : 404;
    if (action === 'publish' && version) publishRelease(remote, version);
    else if (action === 'choose') chooseRelease(remote, version);
    else return 404;
    return 204;
  }
  if (resource === 'api' && name === 'stop') await stack.stopApi();
  else if (resource === 'api' && name === 'start') await stack.startApi();
  else if (resource === 'front-ends' && FRONT_END_NAMES.includes(name as FrontEndName)) {
    const frontEnd = name as FrontEndName;
    if (action === 'stop') await stack.stopFrontEnd(frontEnd);
    else if (action === 'start') await stack.startFrontEnd(frontEnd);
    else if (action === 'previous' && frontEnd === 'shell') {
      // The previous shell with today's remotes: its kept release, on the shell's origin.
      const previous = previousRelease('shell');
      if (!previous) return 404;
      await stack.stopFrontEnd('shell');
      await stack.startFrontEnd('shell', path.join(releasesDirOf('shell', {}), previous));
    } else if (action === 'build-without' && frontEnd === 'shell') {
      const folder = await buildShellWithout(url.searchParams.get('exports') ?? '');
      if (!folder) return 400;
    } else if (action === 'serve') {
      // Another build of it on the same origin: an older shell, say, with today's remotes.
      const dir = otherBuild(frontEnd, url.searchParams.get('build'));
      if (!dir) return 404;
      await stack.stopFrontEnd(frontEnd);
      await stack.startFrontEnd(frontEnd, dir);
    } else if (action === 'alternate') {
      // The same build on another origin: what a staging override points at.
      const port = Number(url.searchParams.get('port'));
      const server = await serveFrontEnd({
        dir: buildDirOf(frontEnd),
        port,
        config: runtimeConfigFromEnv(env),
      });
      alternates.set(`${frontEnd}:${port}`, server);
    } else return 404;
  } else return 404;
  return 204;
}

const control = Fastify({ logger: false, forceCloseConnections: true });
control.all('*', async (request, reply) => {
  const url = new URL(request.url, `http://127.0.0.1:${CONTROL_PORT}`);
  return reply.code(await handle(request.method, url)).send();
});
control.setErrorHandler(async (error, _request, reply) => {
  console.error(error);
  return reply.code(500).send(String(error));
});
await control.listen({ port: CONTROL_PORT, host: '127.0.0.1' });
shutdown.defer('control', () => control.close());
console.log(`e2e stack ready: ${stack.appUrl} (control on ${CONTROL_PORT})`);
