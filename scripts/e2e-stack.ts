/**
 * The stack Playwright runs against: the real built shell, remotes and API on their usual
 * ports, a fresh embedded database, and a control port (3999) so journeys can stop and
 * start one server — a remote going down, the API going away — as happens in production.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { installShutdown } from '@wattle/api/tooling';
import { buildFrontEnds } from './build.ts';
import { isBuildStale } from './lib/freshness.ts';
import { buildDirOf, FRONT_END_NAMES, ROOT, type FrontEndName } from './lib/front-ends.ts';
import { localOrigin } from '@wattle/shared/local-ports';
import { PORT_OFFSET, PORTS, runtimeConfigFromEnv } from './lib/runtime-config.ts';
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
  // The second copy of a remote that the override journey points at (federation.spec.ts).
  WATTLE_REMOTE_OVERRIDE_ORIGINS:
    process.env.WATTLE_REMOTE_OVERRIDE_ORIGINS ?? localOrigin(PORTS.e2eAlternate),
};
const shutdown = installShutdown({ log: (message) => console.log(`e2e stack: ${message}`) });
const stack = await startStack(env);
shutdown.defer('the stack', () => stack.stop());
const alternates = new Map<string, FastifyInstance>();
shutdown.defer('alternates', () => Promise.all([...alternates.values()].map((app) => app.close())));

async function handle(method: string, url: URL): Promise<number> {
  const [, resource, name, action] = url.pathname.split('/');
  if (method === 'GET' && resource === 'ready') return 200;
  if (method !== 'POST') return 405;
  if (resource === 'api' && name === 'stop') await stack.stopApi();
  else if (resource === 'api' && name === 'start') await stack.startApi();
  else if (resource === 'front-ends' && FRONT_END_NAMES.includes(name as FrontEndName)) {
    const frontEnd = name as FrontEndName;
    if (action === 'stop') await stack.stopFrontEnd(frontEnd);
    else if (action === 'start') await stack.startFrontEnd(frontEnd);
    else if (action === 'alternate') {
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
