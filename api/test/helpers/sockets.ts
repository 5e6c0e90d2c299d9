import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeAll } from 'vitest';
import { useTestApp, type TestApp } from './test-app.js';

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
