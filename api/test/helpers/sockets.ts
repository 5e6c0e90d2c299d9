import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { migrateToLatest } from '../../src/db/database.js';
import { seedReferenceData } from '../../src/seed/seed-database.js';
import { buildTestApp, freshDatabase, useTestApp, type TestApp } from './test-app.js';

/** Starts the app on a free port and returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A socket.io client, connected or rejected with the handshake's error. */
export function connectSocket(
  url: string,
  options: { token?: string; origin?: string } = {},
): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: options.token === undefined ? {} : { token: options.token },
    extraHeaders: options.origin ? { origin: options.origin } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on `socket`, or a rejection after `timeoutMs`. */
export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}

/** Collects every `event` from now on, to assert something did not arrive. */
export function recordEvents<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Resolves when the server drops the socket. */
export function disconnected(socket: Socket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** A test app listening on a free port, and sockets to it that close after each test. */
export interface ListeningTestApp extends TestApp {
  readonly url: string;
  /** A socket signed in with the session of these headers (`Authorization: Bearer …`). */
  socketFor(headers: Record<string, string>): Promise<Socket>;
}

/** `useTestApp`, listening: for suites that talk to the real socket.io server. */
export function useListeningTestApp(): ListeningTestApp {
  const t = useTestApp();
  let url: string | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    url = await listen(t.app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  return {
    get app() {
      return t.app;
    },
    get database() {
      return t.database;
    },
    close: () => t.close(),
    get url() {
      if (url === undefined) throw new Error('The app listens in beforeAll: use it in a test');
      return url;
    },
    async socketFor(headers) {
      const token = headers.authorization?.replace(/^Bearer /, '') ?? '';
      const socket = await connectSocket(this.url, { token });
      sockets.push(socket);
      return socket;
    },
  };
}

/** Whether two API instances can share a database and realtime: PostgreSQL and Redis at hand. */
export const clusterReady = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/** Two API instances on one fresh PostgreSQL database, each with its own Redis connection. */
export interface TwoInstances {
  readonly first: FastifyInstance;
  readonly second: FastifyInstance;
  /** Where the second listens (the first listens too). */
  readonly secondUrl: string;
}

/**
 * For suites about what crosses from one instance to another: two apps on one migrated and
 * seeded PostgreSQL database, sharing Redis, both listening; closed and dropped after the
 * suite. Use inside `describe.skipIf(!clusterReady)`.
 */
export function useTwoInstances(): TwoInstances {
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  const redises: Redis[] = [];
  const apps: FastifyInstance[] = [];
  let secondUrl: string | undefined;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    await migrateToLatest(database.handle.db);
    await seedReferenceData(database.handle.db);
    for (let i = 0; i < 2; i += 1) {
      const redis = new Redis(process.env.REDIS_URL ?? '');
      redises.push(redis);
      apps.push(await buildTestApp(database.handle, { redis }));
    }
    const [first, second] = apps;
    if (first) await listen(first);
    if (second) secondUrl = await listen(second);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await Promise.all(redises.map((redis) => redis.quit()));
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the two instances start in beforeAll');
    return value;
  };
  return {
    get first() {
      return started(apps[0]);
    },
    get second() {
      return started(apps[1]);
    },
    get secondUrl() {
      return started(secondUrl);
    },
  };
}
