import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { CHAT_EVENTS, roleAtLeast, type ChatTypingSignal } from '@wattle/shared/contracts';
import { Server, type DefaultEventsMap } from 'socket.io';
import { z } from 'zod';
import { AppError } from '../lib/errors.js';
import { closeRedis } from '../lib/redis-client.js';
import { Throttle } from '../lib/throttle.js';
import type { Realtime } from '../lib/service-deps.js';

const chatTypingTargetSchema = z.object({ userId: z.uuid() });

/**
 * The most a client may send in one socket message. Clients send only typing signals (a few
 * dozen bytes); a larger message closes that socket before any of it is read (WebSocket close
 * 1009, "message too big"; 413 on long polling).
 */
const SOCKET_MESSAGE_MAX_BYTES = 16 * 1024;
/** One typing fan-out per customer's thread per second on each instance, however many come. */
const TYPING_FAN_OUT_EVERY_MS = 1000;

/**
 * The adapter fires Redis commands without awaiting or catching them (publish, and the
 * unsubscribes of its close() at shutdown): one that Redis never answers would reject unheard
 * and end the process. This view of the client marks every promise it returns as heard; a
 * caller that awaits one still sees its rejection.
 */
function heedless(client: Redis): Redis {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, target, args);
        if (result instanceof Promise) result.catch(() => undefined);
        return result;
      };
    },
  });
}

/** What a client that connects without a token is told. */
export const JWT_NOT_SET = 'JWT is not set';

interface SocketData {
  userId: string;
  sessionId: string;
  /** support_lv1 and up: their sockets also hear every chat thread. */
  staff: boolean;
}

/** Hears every push to a user as it is sent, on the instance that sends it. */
export type UserPushTap = (userId: string, event: string, payload: unknown) => void;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** The socket.io server: other namespaces (the public API's stream) hang off it. */
    socketServer: Server;
    /** What else follows a user's pushes (the public API's stream re-sends some). */
    userPushTaps: UserPushTap[];
  }
}

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const STAFF_ROOM = 'staff';

function handshakeError(message: string, reason?: string): Error {
  return Object.assign(new Error(message), { data: reason ? { reason } : {} });
}

/**
 * socket.io on Fastify's own HTTP server (one port). A socket authenticates with the session
 * JWT in `handshake.auth.token`, joins `user:<id>` and `session:<id>`, and is dropped when the
 * session is revoked or its token expires. Tokens never reach an event name or a log line.
 */
export const realtimePlugin = fp<{ corsOrigins: string[]; redis: Redis | null }>(
  async (app: FastifyInstance, options) => {
    const allowed = new Set(options.corsOrigins);
    const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(
      app.server,
      {
        serveClient: false,
        maxHttpBufferSize: SOCKET_MESSAGE_MAX_BYTES,
        cors: { origin: options.corsOrigins, methods: ['GET', 'POST'] },
        // CORS headers only bind browsers on polling; refuse other origins on every transport.
        allowRequest: (request, callback) => {
          const origin = request.headers.origin;
          callback(null, origin === undefined || allowed.has(origin));
        },
      },
    );

    const redisClients: Redis[] = [];
    if (options.redis) {
      // Unlike the fail-fast client they come from, these queue while Redis is away and never
      // give up, so fan-out is delivered late rather than lost.
      const queueing = {
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
        // The adapter's publishes go out as they come; a subscriber cannot pipeline.
        enableAutoPipelining: false,
      };
      const pub = options.redis.duplicate(queueing);
      const sub = options.redis.duplicate(queueing);
      for (const client of [pub, sub]) {
        client.on('error', (error: Error) => app.log.warn({ err: error }, 'socket.io redis'));
        redisClients.push(client);
      }
      io.adapter(createAdapter(heedless(pub), heedless(sub)));
      // Subscriptions are queued before this round trip, so once it answers they are live. A
      // Redis that is down does not hold up the start: the adapter subscribes when it is back.
      const live = await Promise.race([
        sub.ping().then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
      ]);
      if (!live)
        app.log.warn(
          'socket.io: Redis not answering; events reach other instances once it is back',
        );
    }

    io.use((socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      const token = auth?.token;
      if (typeof token !== 'string' || token === '') {
        next(handshakeError(JWT_NOT_SET));
        return;
      }
      app.verifySessionToken(token).then(
        (principal) => {
          socket.data = {
            userId: principal.userId,
            sessionId: principal.sessionId,
            staff: roleAtLeast(principal.role, 'support_lv1'),
          };
          const exp = app.jwt.decode<{ exp?: number }>(token)?.exp;
          if (exp) {
            const timer = setTimeout(() => socket.disconnect(true), exp * 1000 - Date.now());
            socket.once('disconnect', () => clearTimeout(timer));
          }
          next();
        },
        (error: unknown) => {
          if (error instanceof AppError) {
            next(handshakeError(error.message, error.reason));
            return;
          }
          app.log.error({ err: error }, 'socket handshake: could not check the session');
          next(handshakeError('Could not check your session'));
        },
      );
    });

    const typingFanOut = new Throttle(TYPING_FAN_OUT_EVERY_MS);
    io.on('connection', (socket) => {
      const { userId, sessionId, staff } = socket.data;
      void socket.join([userRoom(userId), sessionRoom(sessionId), ...(staff ? [STAFF_ROOM] : [])]);
      // Typing in the live chat: a customer's reaches staff, a staff member's reaches the
      // customer named, at most once a second per thread and direction (every staff socket
      // hears a customer's). Nothing is stored; the payload is checked, never trusted.
      socket.on(CHAT_EVENTS.typing, (payload: unknown) => {
        if (!staff) {
          if (!typingFanOut.allow(`customer:${userId}`)) return;
          const signal: ChatTypingSignal = { userId, from: 'customer' };
          io.to(STAFF_ROOM).emit(CHAT_EVENTS.typing, signal);
          return;
        }
        const parsed = chatTypingTargetSchema.safeParse(payload);
        if (!parsed.success || !typingFanOut.allow(`staff:${parsed.data.userId}`)) return;
        const signal: ChatTypingSignal = { userId: parsed.data.userId, from: 'staff' };
        io.to(userRoom(parsed.data.userId)).emit(CHAT_EVENTS.typing, signal);
        socket.to(STAFF_ROOM).emit(CHAT_EVENTS.typing, signal);
      });
    });

    const taps: UserPushTap[] = [];
    app.decorate('userPushTaps', taps);
    app.decorate('socketServer', io as unknown as Server);
    app.decorate('realtime', {
      toUser: (userId, event, payload) => {
        io.to(userRoom(userId)).emit(event, payload);
        for (const tap of taps) tap(userId, event, payload);
      },
      toStaff: (event, payload) => {
        io.to(STAFF_ROOM).emit(event, payload);
      },
      disconnectSession: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
    } satisfies Realtime);

    // Open sockets would keep the HTTP server from closing: end this instance's ones first.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await io.close();
      await Promise.all(redisClients.map(closeRedis));
    });
  },
);
