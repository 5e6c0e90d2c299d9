import type { FastifyInstance } from 'fastify';
import { startApi, type ApiProcess } from '@wattle/api/tooling';
import { buildDirOf, FRONT_END_NAMES, FRONT_ENDS, type FrontEndName } from './front-ends.ts';
import { releasesDirOf } from './release.ts';
import { PORTS, runtimeConfigSource } from './runtime-config.ts';
import { serveFrontEnd } from './front-end-server.ts';

export interface Stack {
  appUrl: string;
  /** Serves a front end, from its build folder or from `dir` (another build of it). */
  startFrontEnd: (name: FrontEndName, dir?: string) => Promise<void>;
  stopFrontEnd: (name: FrontEndName) => Promise<void>;
  startApi: () => Promise<void>;
  stopApi: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The whole app as `npm start` runs it: the API in a child process, and the shell and
 * each remote served from their own port, as each would be from its own CDN origin.
 */
export async function startStack(
  env: NodeJS.ProcessEnv,
  options: { quietApi?: boolean } = {},
): Promise<Stack> {
  const currentConfig = runtimeConfigSource(env);
  const config = currentConfig();
  // The API shifts its own defaults (port, CORS origins, data directory) by WATTLE_PORT_OFFSET.
  const apiEnv: NodeJS.ProcessEnv = { ...env, APP_URL: config.appUrl };
  let api: ApiProcess | null = null;
  const servers = new Map<FrontEndName, FastifyInstance>();

  const stack: Stack = {
    appUrl: config.appUrl,
    async startApi() {
      api = await startApi({
        port: PORTS.api,
        env: apiEnv,
        output: options.quietApi ? 'errors' : 'inherit',
        tiedToParent: true,
      });
    },
    async stopApi() {
      await api?.stop();
      api = null;
    },
    async startFrontEnd(name, dir = buildDirOf(name)) {
      if (servers.has(name)) return;
      const { port } = FRONT_ENDS[name];
      const releasesDir = name === 'shell' ? undefined : releasesDirOf(name, env);
      servers.set(name, await serveFrontEnd({ dir, port, config: currentConfig, releasesDir }));
    },
    async stopFrontEnd(name) {
      const server = servers.get(name);
      servers.delete(name);
      await server?.close();
    },
    async stop() {
      await Promise.all([...servers.keys()].map((name) => stack.stopFrontEnd(name)));
      await stack.stopApi();
    },
  };
  const started = await Promise.allSettled([
    stack.startApi(),
    ...FRONT_END_NAMES.map((name) => stack.startFrontEnd(name)),
  ]);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // Nothing half-started is left behind: the ports and the data directory are free again.
    await stack.stop();
    throw failed.reason;
  }
  return stack;
}
