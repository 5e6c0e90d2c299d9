/**
 * One front end's build served as its container serves it in docker-compose.yml:
 * `node --import tsx scripts/serve-front-end.ts trading`, configured by the environment
 * (PORT, HOST, WATTLE_* variables for /config.json, WATTLE_RELEASES_FILE for the releases it
 * names). A remote also serves its kept releases at `/releases/<version>/`.
 */
import { installShutdown } from '@wattle/api/tooling';
import { serveFrontEnd } from './lib/front-end-server.ts';
import { buildDirOf, FRONT_END_NAMES, FRONT_ENDS, type FrontEndName } from './lib/front-ends.ts';
import { releasesDirOf } from './lib/release.ts';
import { runtimeConfigSource } from './lib/runtime-config.ts';

const name = process.argv[2] as FrontEndName | undefined;
if (!name || !FRONT_END_NAMES.includes(name)) {
  console.error(`usage: serve-front-end.ts <${FRONT_END_NAMES.join('|')}>`);
  process.exit(2);
}
const port = Number(process.env.PORT ?? FRONT_ENDS[name].port);
const host = process.env.HOST ?? '127.0.0.1';
const shutdown = installShutdown({ log: (message) => console.log(`${name}: ${message}`) });
const server = await serveFrontEnd({
  dir: buildDirOf(name),
  port,
  host,
  config: runtimeConfigSource(process.env),
  releasesDir: name === 'shell' ? undefined : releasesDirOf(name),
});
shutdown.defer('server', () => server.close());
console.log(`${name} on http://${host}:${port}`);
