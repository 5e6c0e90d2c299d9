/**
 * `npm run dev`: the same topology as `npm start` with hot reload — the API under
 * `tsx watch`, and an Rspack dev server per front end on its usual port. With names
 * (`npm run dev -- account`, or `npm run dev -w mf-account`) only those front ends start,
 * beside the API: a squad works on its remote standalone at its own URL.
 */
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { installShutdown, spawnApi, waitForUrl } from '@wattle/api/tooling';
import { loadConfig, requestedFrontEnds } from './build.ts';
import { PORTS, runtimeConfigFromEnv } from './lib/runtime-config.ts';

const shutdown = installShutdown({ log: (message) => console.log(`Wattle (dev): ${message}`) });
const config = runtimeConfigFromEnv(process.env);
const names = requestedFrontEnds(process.argv.slice(2));
// Its own process group: tsx's watcher turns a second signal into SIGKILL, so the terminal's
// Ctrl-C must not reach it besides the one SIGTERM sent here.
const api = spawnApi({ port: PORTS.api, via: 'watch', detached: true });
shutdown.defer('the API', () => api.stop());
const servers = await Promise.all(
  names.map(async (name) => {
    const options = await loadConfig(name, 'development');
    const server = new RspackDevServer(options.devServer || {}, rspack(options));
    await server.start();
    return server;
  }),
);
await waitForUrl(`${config.apiUrl}/health`, { child: api.child });
const urls = names.map((name) =>
  name === 'shell' ? config.appUrl : new URL(config.remotes[name]).origin,
);
console.log(`\n  Wattle (dev) is running: ${urls.join(', ')}\n`);

shutdown.defer('dev servers', () => Promise.all(servers.map((server) => server.stop())));
