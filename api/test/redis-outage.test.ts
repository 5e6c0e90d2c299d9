import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, createRedisClient } from '../src/lib/redis-client.js';
import { startTcpProxy, type TcpProxy } from '../tooling/tcp-proxy.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const quiet = { warn: () => undefined, info: () => undefined };
const someone = () => `nobody-${randomBytes(4).toString('hex')}@example.com`;

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const login = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password: 'not the password' },
  });

const forgot = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/user/forgot-password', payload: { email } });

/**
 * Sign-in and forgot-password go on answering while Redis is away, and every limit still
 * holds, counted by this instance alone (the choice in failover-rate-limit-store.ts).
 */
async function limitsStillHold(app: FastifyInstance): Promise<void> {
  const email = someone();
  const attempts = [];
  for (let i = 0; i < 11; i += 1) attempts.push((await login(app, email)).statusCode);
  expect(attempts).toEqual([...Array<number>(10).fill(401), 429]);

  const address = someone();
  const resets = [];
  for (let i = 0; i < 4; i += 1) resets.push((await forgot(app, address)).statusCode);
  expect(resets).toEqual([200, 200, 200, 429]);
}

describe('with Redis down (a closed port)', () => {
  let redis: Redis;
  let t: TestApp;
  beforeAll(async () => {
    redis = createRedisClient(`redis://127.0.0.1:${await closedPort()}`, quiet);
    t = await createTestApp({ redis });
  });
  afterAll(async () => {
    await t.close();
    await closeRedis(redis);
  });

  it('still answers sign-in and forgot-password, and still limits them', async () => {
    await limitsStillHold(t.app);
  });

  it('says on /health that Redis is down, without calling the API unavailable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    // Still serving: clients must not show maintenance or sign customers out for Redis.
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { status: 'degraded', database: 'ok', redis: 'down' },
    });
  });
});

describe.skipIf(!process.env.REDIS_URL)(
  'with Redis connected, then silent (needs REDIS_URL; skipped without it)',
  () => {
    let proxy: TcpProxy;
    let redis: Redis;
    let t: TestApp;
    beforeAll(async () => {
      const real = new URL(process.env.REDIS_URL ?? '');
      proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 6379) });
      const viaProxy = new URL(real);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      redis = createRedisClient(viaProxy.toString(), quiet);
      t = await createTestApp({ redis });
      const health = await t.app.inject({ method: 'GET', url: '/health' });
      expect(health.json()).toMatchObject({ data: { database: 'ok', redis: 'ok' } });
      proxy.cut();
    });
    afterAll(async () => {
      await proxy.restore();
      await t.close();
      await closeRedis(redis);
      await proxy.close();
    });

    it('gives up on an unanswered command and limits per instance meanwhile', async () => {
      expect(redis.status).toBe('ready');
      await limitsStillHold(t.app);
    });

    it('says on /health that Redis is down', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/health' });
      expect(response.json()).toMatchObject({ data: { status: 'degraded', redis: 'down' } });
    });
  },
);
