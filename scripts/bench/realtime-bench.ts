/**
 * `npm run bench:realtime`: two API instances on one PostgreSQL and one Redis. A deposit
 * lands through instance A; the customer's socket is connected to instance B. Prints how
 * long the notification takes from the request to the socket, end to end, and from its
 * publication on Redis (this process listens to the adapter's channels as the instances do)
 * to the socket: the delivery across instances.
 *
 *   DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
 *   REDIS_URL     Redis (default redis://127.0.0.1:6379)
 *   BENCH_EVENTS  notifications to time (default 500)
 */
import { randomBytes } from 'node:crypto';
import { localPorts, portOffsetOf } from '@wattle/shared/local-ports';
import { Redis } from 'ioredis';
import { io } from 'socket.io-client';
import { scratchDatabase, startApi } from '@wattle/api/tooling';
import { percentile } from './percentile.js';

const BASE = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const EMAIL = 'customer@wattle.dev';

const databaseUrl = (await scratchDatabase(BASE, 'wattle_realtime_bench')).url;
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  JWT_SECRET: randomBytes(32).toString('hex'),
  RECURRING_BUY_INTERVAL_MS: '3600000',
  LOG_LEVEL: 'warn',
};
const ports = localPorts(portOffsetOf(process.env.WATTLE_PORT_OFFSET));
const a = await startApi({ port: ports.benchApiA, env, output: 'errors' });
const b = await startApi({ port: ports.benchApiB, env, output: 'errors' });
// The adapter publishes a broadcast to the user's room on `socket.io#/#user:<id>#`.
const watcher = new Redis(REDIS_URL);
await watcher.psubscribe('socket.io#/#user:*');
try {
  const login = await fetch(`${a.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: 'wattle-demo-pass' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const socket = io(b.url, { transports: ['websocket'], auth: { token }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

  const endToEnd: number[] = [];
  const delivery: number[] = [];
  const afterAnswer: number[] = [];
  for (let i = 0; i < EVENTS + 20; i += 1) {
    const arrived = new Promise<number>((resolve) =>
      socket.once('notification', () => resolve(performance.now())),
    );
    // One customer, one deposit at a time: the next publication on their channel is its push.
    const published = new Promise<number>((resolve) =>
      watcher.once('pmessageBuffer', () => resolve(performance.now())),
    );
    const started = performance.now();
    const response = await fetch(`${a.url}/sandbox/deposits/fiat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, amount: '1' }),
    });
    // Instance A pushes right after its commit, then reads the transfer back and answers.
    const answered = performance.now();
    if (!response.ok) throw new Error(`deposit failed: ${response.status}`);
    const received = await arrived;
    const left = await published;
    if (i < 20) continue; // warm-up
    endToEnd.push(received - started);
    delivery.push(received - left);
    afterAnswer.push(Math.max(0, received - answered));
  }
  socket.close();
  const fmt = (value: number) => `${value.toFixed(1)} ms`;
  const line = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    return `p50 ${fmt(percentile(sorted, 50))}   p95 ${fmt(percentile(sorted, 95))}   p99 ${fmt(percentile(sorted, 99))}   max ${fmt(sorted.at(-1) ?? Number.NaN)}`;
  };
  console.log(
    [
      `Wattle realtime benchmark — 2 API instances, PostgreSQL + Redis adapter, ${EVENTS} notifications`,
      `deposit request on A → 'notification' on a socket of B (incl. the deposit's transaction)`,
      `  ${line(endToEnd)}`,
      `published on Redis by A → 'notification' on B (delivery across instances)`,
      `  ${line(delivery)}`,
      `A's answer → 'notification' on B (0 when the push beats the answer)`,
      `  ${line(afterAnswer)}`,
      `target: delivery to another instance p99 ≤ 50 ms`,
    ].join('\n'),
  );
} finally {
  watcher.disconnect();
  await Promise.all([a.stop(), b.stop()]);
}
