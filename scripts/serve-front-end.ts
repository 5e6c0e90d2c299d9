/**
 * One front end's build served as its container serves it in docker-compose.yml:
 * `node scripts/run.mjs scripts/serve-front-end.ts trading`, configured by the environment
 * (PORT, WATTLE_* variables for /config.json).
 */
import { buildDirOf, FRONT_END_NAMES, FRONT_ENDS, type FrontEndName } from './lib/front-ends.ts';
import { runtimeConfigFromEnv } from './lib/runtime-config.ts';
import { createStaticServer, listen } from './lib/static-server.ts';

const name = process.argv[2] as FrontEndName | undefined;
if (!name || !FRONT_END_NAMES.includes(name)) {
  console.error(`usage: serve-front-end.ts <${FRONT_END_NAMES.join('|')}>`);
  process.exit(2);
}
const port = Number(process.env.PORT ?? FRONT_ENDS[name].port);
const host = process.env.HOST ?? '127.0.0.1';
const server = createStaticServer({
  dir: buildDirOf(name),
  port,
  config: runtimeConfigFromEnv(process.env),
});
await listen(server, port, host);
console.log(`${name} on http://${host}:${port}`);
process.once('SIGTERM', () => server.close(() => process.exit(0)));
