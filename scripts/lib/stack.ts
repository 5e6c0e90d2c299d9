import type http from 'node:http';
import path from 'node:path';
import { startApi, waitForApi, type ApiProcess } from './api-process.ts';
import { buildDirOf, FRONT_END_NAMES, FRONT_ENDS, type FrontEndName } from './front-ends.ts';
import { LOCAL_ORIGINS, PORT_OFFSET, PORTS, runtimeConfigFromEnv } from './runtime-config.ts';
import { close, createStaticServer, listen } from './static-server.ts';

export interface Stack {
  appUrl: string;
  startFrontEnd: (name: FrontEndName) => Promise<void>;
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
  const config = runtimeConfigFromEnv(env);
  const apiEnv: NodeJS.ProcessEnv = {
    ...env,
    PORT: String(PORTS.api),
    APP_URL: config.appUrl,
    CORS_ORIGINS: env.CORS_ORIGINS ?? LOCAL_ORIGINS.join(','),
    // A shifted stack keeps its own embedded database.
    ...(PORT_OFFSET !== 0 && !env.DATA_DIR
      ? { DATA_DIR: path.resolve('.data', `pglite-${PORT_OFFSET}`) }
      : {}),
  };
  let api: ApiProcess | null = null;
  const servers = new Map<FrontEndName, http.Server>();

  const stack: Stack = {
    appUrl: config.appUrl,
    async startApi() {
      api = startApi(apiEnv, { quiet: options.quietApi ?? false });
      await waitForApi(config.apiUrl);
    },
    async stopApi() {
      await api?.stop();
      api = null;
    },
    async startFrontEnd(name) {
      if (servers.has(name)) return;
      const { port } = FRONT_ENDS[name];
      const server = createStaticServer({ dir: buildDirOf(name), port, config });
      await listen(server, port);
      servers.set(name, server);
    },
    async stopFrontEnd(name) {
      const server = servers.get(name);
      servers.delete(name);
      if (server) await close(server);
    },
    async stop() {
      await Promise.all([...servers.keys()].map((name) => stack.stopFrontEnd(name)));
      await stack.stopApi();
    },
  };
  await Promise.all([
    stack.startApi(),
    ...FRONT_END_NAMES.map((name) => stack.startFrontEnd(name)),
  ]);
  return stack;
}
