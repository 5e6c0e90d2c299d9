import {
  CHANGE_EVENT,
  NOTIFICATION_EVENT,
  ORDER_EVENT,
  type ApiKeyScope,
  type RealtimeTopic,
} from '@wattle/shared/contracts';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { KeyAuthentication } from '../api-keys/index.js';
import { pricedAssets } from '../assets/index.js';
import { tradeHistory } from '../history/index.js';
import { portfolioBalances } from '../portfolio/index.js';

/** The public stream's namespace, and the events it sends. */
export const STREAM_NAMESPACE = '/v1/stream';
export const STREAM_EVENTS = {
  prices: 'prices',
  balances: 'balances',
  orders: 'orders',
  order: ORDER_EVENT,
} as const;

/** How often each instance asks whether prices moved, and whether each stream's key still works. */
const PRICE_POLL_MS = 1000;
const KEY_CHECK_MS = 30_000;
/** The newest trades an `orders` event carries. */
const ORDERS_SENT = 10;

interface StreamData {
  keyId: string;
  userId: string;
  scopes: ApiKeyScope[];
}

/** What changed for a key owner, told to every instance (`serverSideEmit`). */
interface OwnerChange {
  balances: boolean;
  orders: boolean;
}
/** Owners' changes, told to the other instances together: `[userId, change][]`. */
const OWNERS_CHANGED = 'owners-changed';
/**
 * How long owners' changes wait to be told to the other instances in one message: one
 * publish through Redis for the trades of a moment rather than one per trade, each costing
 * every instance a write or a read. A stream on another instance hears a trade this much later.
 */
const OWNER_CHANGES_WINDOW_MS = 25;
/** An order event of a key owner's, told to every instance. */
const OWNER_ORDER = 'owner-order';

const readRoom = (userId: string) => `read:${userId}`;
const tradeRoom = (userId: string) => `trade:${userId}`;

function handshakeError(error: unknown): Error {
  const message = error instanceof AppError ? error.message : 'Could not check the API key';
  const code = error instanceof AppError ? error.code : undefined;
  return Object.assign(new Error(message), { data: code ? { code } : {} });
}

function topicsOf(payload: unknown): RealtimeTopic[] {
  const topics = (payload as { topics?: unknown } | null)?.topics;
  return Array.isArray(topics) ? (topics as RealtimeTopic[]) : [];
}

/**
 * The public API's stream (docs/product/api-keys.md#streams): a socket.io namespace whose
 * handshake is signed like a `GET /v1/stream`, from the address the REST routes would read. Every key hears `prices` (at connection and
 * whenever they move) and its owner's `balances`; a key with the trade scope also hears
 * `orders`, the owner's newest trades whenever one executes, and `order`, each of the owner's
 * limit and stop orders as it is placed, fills, is cancelled, expires or is rejected. A stream
 * whose key is revoked or expires is closed within half a minute.
 */
export function publicStream(
  app: FastifyInstance,
  keys: KeyAuthentication,
  options: {
    clientAddress: (request: IncomingMessage) => string;
    /** Whether other instances share the namespace (the Redis adapter, realtime.ts). */
    acrossInstances: boolean;
  },
): { orderExecuted: (userId: string) => void } {
  const stream = app.socketServer.of(STREAM_NAMESPACE);
  const deps: ServiceDeps = app;

  stream.use((socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    keys
      .checkHandshake(
        {
          keyId: auth.key,
          timestamp: auth.timestamp,
          nonce: auth.nonce,
          signature: auth.signature,
        },
        {
          path: STREAM_NAMESPACE,
          // The client behind the balancer, as the REST routes' allow-list checks read it.
          ip: options.clientAddress(socket.request),
          userAgent: socket.handshake.headers['user-agent'] ?? null,
        },
      )
      .then(
        (caller) => {
          const data: StreamData = {
            keyId: caller.keyId,
            userId: caller.userId,
            scopes: caller.scopes,
          };
          socket.data = data;
          next();
        },
        (error: unknown) => next(handshakeError(error)),
      );
  });

  stream.on('connection', (socket) => {
    const { keyId, userId, scopes } = socket.data as StreamData;
    void socket.join([
      ...(scopes.includes('read') ? [readRoom(userId)] : []),
      ...(scopes.includes('trade') ? [tradeRoom(userId)] : []),
    ]);
    pricedAssets(deps).then(
      (prices) => socket.emit(STREAM_EVENTS.prices, prices),
      (error: unknown) => app.log.warn({ err: error }, 'stream: could not send prices'),
    );
    const check = setInterval(() => {
      keys.isLive(keyId).then(
        (live) => {
          if (!live) socket.disconnect(true);
        },
        () => undefined,
      );
    }, KEY_CHECK_MS);
    socket.once('disconnect', () => clearInterval(check));
  });

  // Each instance reads an owner's balances or trades only for streams of its own that hear
  // them: a trade nobody streams costs no reads. Other instances are told through the adapter.
  const listened = (room: string) => (stream.adapter.rooms.get(room)?.size ?? 0) > 0;
  const sendHere = (userId: string, change: OwnerChange) => {
    if (change.balances && listened(readRoom(userId))) {
      portfolioBalances(deps, userId).then(
        (balances) => stream.local.to(readRoom(userId)).emit(STREAM_EVENTS.balances, balances),
        (error: unknown) => app.log.warn({ err: error }, 'stream: could not send balances'),
      );
    }
    if (change.orders && listened(tradeRoom(userId))) {
      tradeHistory(deps, { userId, page: { limit: ORDERS_SENT } }).then(
        (trades) => stream.local.to(tradeRoom(userId)).emit(STREAM_EVENTS.orders, trades),
        (error: unknown) => app.log.warn({ err: error }, 'stream: could not send orders'),
      );
    }
  };
  stream.on(OWNERS_CHANGED, (changes: unknown) => {
    if (!Array.isArray(changes)) return;
    for (const [userId, change] of changes as unknown[][]) {
      if (typeof userId === 'string' && change && typeof change === 'object') {
        sendHere(userId, change as OwnerChange);
      }
    }
  });
  // Merged per owner until the window ends: two trades of one owner tell the others once.
  const untold = new Map<string, OwnerChange>();
  let telling: NodeJS.Timeout | null = null;
  const tellOthers = () => {
    telling = null;
    const changes = [...untold];
    untold.clear();
    if (changes.length > 0) stream.serverSideEmit(OWNERS_CHANGED, changes);
  };
  const ownerChanged = (userId: string, change: OwnerChange) => {
    sendHere(userId, change);
    if (!options.acrossInstances) return;
    const before = untold.get(userId);
    untold.set(userId, {
      balances: change.balances || (before?.balances ?? false),
      orders: change.orders || (before?.orders ?? false),
    });
    telling ??= setTimeout(tellOthers, OWNER_CHANGES_WINDOW_MS);
  };
  app.addHook('onClose', async () => {
    if (telling) clearTimeout(telling);
    // What this instance was still to tell, if the adapter can still carry it.
    try {
      tellOthers();
    } catch {
      untold.clear();
    }
  });

  // An order placed or ended, in the app, through a key or by a tick: to the trade streams.
  const sendOrderHere = (userId: string, event: unknown) => {
    stream.local.to(tradeRoom(userId)).emit(STREAM_EVENTS.order, event);
  };
  stream.on(OWNER_ORDER, (userId: unknown, event: unknown) => {
    if (typeof userId === 'string') sendOrderHere(userId, event);
  });

  // A push to the key owner's screens (a deposit, a withdrawal, a recurring buy): balances to
  // every stream of theirs, trades to the trade streams.
  app.userPushTaps.push((userId, event, payload) => {
    if (event === ORDER_EVENT) {
      sendOrderHere(userId, payload);
      if (options.acrossInstances) stream.serverSideEmit(OWNER_ORDER, userId, payload);
      return;
    }
    if (event !== CHANGE_EVENT && event !== NOTIFICATION_EVENT) return;
    const topics = topicsOf(payload);
    const change = { balances: topics.includes('balances'), orders: topics.includes('history') };
    if (change.balances || change.orders) ownerChanged(userId, change);
  });

  // New prices to this instance's streams, asked only while it has any.
  let version = '';
  const prices = setInterval(() => {
    if (stream.sockets.size === 0) return;
    const now = deps.providers.market.priceVersion(new Date());
    if (now === version) return;
    version = now;
    pricedAssets(deps).then(
      (list) => stream.local.emit(STREAM_EVENTS.prices, list),
      () => undefined,
    );
  }, PRICE_POLL_MS);
  prices.unref();
  app.addHook('onClose', async () => clearInterval(prices));

  return {
    orderExecuted: (userId) => ownerChanged(userId, { balances: true, orders: true }),
  };
}
