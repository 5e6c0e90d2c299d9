/**
 * `npm run dev`: the same topology as `npm start` with hot reload — the API under
 * `tsx watch`, and an Rspack dev server per front end on its usual port.
 */
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { loadConfig } from './build.ts';
import { startApi, waitForApi } from './lib/api-process.ts';
import { FRONT_END_NAMES } from './lib/front-ends.ts';
import { PORTS, runtimeConfigFromEnv } from './lib/runtime-config.ts';

const config = runtimeConfigFromEnv(process.env);
const api = startApi({ ...process.env, PORT: String(PORTS.api) }, { watch: true });
const servers = await Promise.all(
  FRONT_END_NAMES.map(async (name) => {
    const options = await loadConfig(name, 'development');
    const server = new RspackDevServer(options.devServer || {}, rspack(options));
    await server.start();
    return server;
  }),
);
await waitForApi(config.apiUrl);
console.log(`\n  Wattle (dev) is running: ${config.appUrl}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all(servers.map((server) => server.stop()))
      .then(() => api.stop())
      .then(() => process.exit(0));
  });
}
