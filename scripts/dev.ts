/**
 * `npm run dev`: the same topology as `npm start` with hot reload — the API under
 * `tsx watch`, and an Rspack dev server per front end on its usual port. With names
 * (`npm run dev -- account`, or `npm run dev -w mf-account`) only those front ends start,
 * beside the API: a squad works on its remote standalone at its own URL.
 */
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { loadConfig, requestedFrontEnds } from './build.ts';
import { startApi, waitForApi } from './lib/api-process.ts';
import { PORTS, runtimeConfigFromEnv } from './lib/runtime-config.ts';

const config = runtimeConfigFromEnv(process.env);
const names = requestedFrontEnds(process.argv.slice(2));
const api = startApi({ ...process.env, PORT: String(PORTS.api) }, { watch: true });
const servers = await Promise.all(
  names.map(async (name) => {
    const options = await loadConfig(name, 'development');
    const server = new RspackDevServer(options.devServer || {}, rspack(options));
    await server.start();
    return server;
  }),
);
await waitForApi(config.apiUrl);
const urls = names.map((name) =>
  name === 'shell' ? config.appUrl : new URL(config.remotes[name]).origin,
);
console.log(`\n  Wattle (dev) is running: ${urls.join(', ')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all(servers.map((server) => server.stop()))
      .then(() => api.stop())
      .then(() => process.exit(0));
  });
}
