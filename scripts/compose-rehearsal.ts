/**
 * `npm run compose:rehearse`: docker-compose.yml's topology without Docker — every service
 * started with the same command and environment its image uses — then checked end to end:
 * two API instances on PostgreSQL and Redis behind an IP-hash balancer (as deploy/
 * api-load-balancer.conf), and the shell and remotes served by the web image's command.
 *
 * Needs DATABASE_URL (a server to create `wattle_compose` on) and REDIS_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { io } from 'socket.io-client';
import { scratchDatabase, spawnApi, waitForUrl, type ApiProcess } from '@wattle/api/tooling';
import { buildFrontEnds } from './build.ts';
import { isBuildStale } from './lib/freshness.ts';
import { FRONT_END_NAMES, ROOT } from './lib/front-ends.ts';
import { LOCAL_ORIGINS, PORTS } from './lib/runtime-config.ts';
import { signInDemoCustomer } from './lib/demo-browser.ts';

const BASE = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!BASE || !REDIS_URL) {
  console.error('compose rehearsal needs DATABASE_URL and REDIS_URL');
  process.exit(2);
}

// compose's ports (those of `npm start`), shifted by WATTLE_PORT_OFFSET like every stack.
const LB_PORT = PORTS.api;
const API_PORTS = [PORTS.composeApiA, PORTS.composeApiB];
const WEB_PORTS = {
  shell: PORTS.shell,
  marketing: PORTS.marketing,
  trading: PORTS.trading,
  account: PORTS.account,
  history: PORTS.history,
} as const;
const local = (port: number) => `http://localhost:${port}`;
const children: ChildProcess[] = [];

/** Each service in its own process group, so stopping it stops npm's children too. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}

function stop(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** The nginx `ip_hash` upstream, in a few lines of TCP: one client address, one instance. */
function ipHashBalancer(port: number, upstreams: number[]): net.Server {
  const server = net.createServer((client) => {
    const address = client.remoteAddress ?? '';
    const hash = [...address].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
    const upstream = net.connect(
      upstreams[hash % upstreams.length] ?? upstreams[0] ?? port,
      '127.0.0.1',
    );
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  server.listen(port, '127.0.0.1');
  return server;
}

const checks: string[] = [];
const check = (ok: boolean, what: string) => {
  checks.push(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) throw new Error(`failed: ${what}`);
};

const stale = FRONT_END_NAMES.filter(isBuildStale);
if (stale.length > 0) await buildFrontEnds(stale); // the `build` stage: npm run build

const databaseUrl = (await scratchDatabase(BASE, 'wattle_compose')).url;
const operatorSecret = randomBytes(32).toString('hex');
const apiEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  JWT_SECRET: randomBytes(32).toString('hex'),
  CORS_ORIGINS: LOCAL_ORIGINS.join(','),
  APP_URL: local(WEB_PORTS.shell),
  // A staging rehearsal, said out loud (deploy/staging-rehearsal.env): production itself
  // refuses the sandbox's demo accounts, outbox and unsigned deposits.
  SANDBOX: 'true',
  DANGEROUSLY_ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  // The outbox (reset links, codes) answers only whoever sends it.
  SANDBOX_OPERATOR_SECRET: operatorSecret,
  LOG_LEVEL: 'warn',
};
const webEnv = {
  WATTLE_ENV: 'staging',
  WATTLE_API_URL: local(LB_PORT),
  WATTLE_SOCKET_URL: local(LB_PORT),
  WATTLE_APP_URL: local(WEB_PORTS.shell),
  WATTLE_REMOTE_MARKETING_URL: `${local(WEB_PORTS.marketing)}/mf-manifest.json`,
  WATTLE_REMOTE_TRADING_URL: `${local(WEB_PORTS.trading)}/mf-manifest.json`,
  WATTLE_REMOTE_ACCOUNT_URL: `${local(WEB_PORTS.account)}/mf-manifest.json`,
  WATTLE_REMOTE_HISTORY_URL: `${local(WEB_PORTS.history)}/mf-manifest.json`,
};
let balancer: net.Server | null = null;
const apis: ApiProcess[] = [];
try {
  // The first instance migrates alone, as compose's first replica would win the race.
  for (const port of API_PORTS) {
    const api = spawnApi({ port, env: apiEnv, via: 'npm', output: 'errors', detached: true });
    apis.push(api);
    await waitForUrl(`${api.url}/health`, { child: api.child });
  }
  balancer = ipHashBalancer(LB_PORT, API_PORTS);
  for (const [name, port] of Object.entries(WEB_PORTS)) {
    run('node', ['--import', 'tsx', 'scripts/serve-front-end.ts', name], {
      ...webEnv,
      PORT: String(port),
      FRONT_END: name,
    });
  }
  await Promise.all(
    Object.values(WEB_PORTS).map((port) => waitForUrl(`http://127.0.0.1:${port}/config.json`)),
  );

  const health = (await (await fetch(`${local(LB_PORT)}/health`)).json()) as {
    data?: { database?: string; redis?: string };
  };
  check(
    health.data?.database === 'ok' && health.data.redis === 'ok',
    'API answers /health through the balancer, PostgreSQL and Redis both checked',
  );
  const config = (await (await fetch(`${local(WEB_PORTS.shell)}/config.json`)).json()) as {
    environment: string;
    apiUrl: string;
  };
  check(
    config.environment === 'staging' && config.apiUrl === local(LB_PORT),
    'shell serves /config.json from its environment',
  );
  for (const [name, port] of Object.entries(WEB_PORTS)) {
    if (name === 'shell') continue;
    const manifest = await fetch(`${local(port)}/mf-manifest.json`);
    check(
      manifest.ok && manifest.headers.get('access-control-allow-origin') === '*',
      `${name} serves its manifest to other origins`,
    );
  }
  const outbox = (headers: Record<string, string>) =>
    fetch(`${local(LB_PORT)}/sandbox/outbox?to=customer@wattle.dev`, { headers });
  const stranger = await outbox({});
  const operator = await outbox({ 'x-sandbox-operator': operatorSecret });
  check(
    stranger.status === 403 && operator.ok,
    'the sandbox outbox answers only the operator secret',
  );
  check(
    (await fetch(`${local(LB_PORT)}/docs/json`)).status === 404,
    'no OpenAPI explorer in production',
  );
  const token = await signInDemoCustomer(local(LB_PORT));
  check(typeof token === 'string', 'a demo customer signs in through the balancer');

  const [first, second] = API_PORTS;
  const socket = io(`http://127.0.0.1:${second}`, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    extraHeaders: { origin: local(WEB_PORTS.shell) },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const arrived = new Promise<{ title: string }>((resolve) => socket.once('notification', resolve));
  await fetch(`http://127.0.0.1:${first}/sandbox/deposits/fiat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@wattle.dev', amount: '5' }),
  });
  const notification = await Promise.race([
    arrived,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
  ]);
  socket.close();
  check(
    notification?.title === 'Deposit received',
    'a deposit on instance A notifies a socket on instance B (Redis adapter)',
  );
  console.log(`\ncompose rehearsal passed:\n${checks.join('\n')}`);
} catch (error) {
  console.error(`\ncompose rehearsal failed:\n${checks.join('\n')}\n${String(error)}`);
  process.exitCode = 1;
} finally {
  balancer?.close();
  children.forEach(stop);
  await Promise.all(apis.map((api) => api.stop()));
}
