/**
 * bench:load's customers' screens: their sockets, in a process of their own, so that what the
 * bench times is the API's delivery and not the load generator's event loop (a thousand
 * customers' polling and quoting keep it busy; a phone receiving a push does not share a loop
 * with them). Started by load-bench.ts over IPC — see `ReceiverCommand` and `ReceiverReport`.
 *
 * Each notification is timed from the instant its publication crossed Redis (this process
 * listens to the socket.io adapter's channels as every API process does) to its arrival on the
 * customer's socket: the delivery across instances, whatever the API that published it does
 * after the commit (such as answering its request). Times are `monotonicMs`, the machine-wide
 * clock load-bench.ts also reads.
 */
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { socketOptions } from '@wattle/shared/socket-options';
import { monotonicMs } from './bench-stack.js';

export interface ReceiverCustomer {
  userId: string;
  token: string;
  /** The API process the socket connects to: not the one serving the customer's requests. */
  url: string;
}

export type ReceiverCommand =
  { type: 'open'; customers: ReceiverCustomer[]; redisUrl: string } | { type: 'close' };

export type ReceiverReport =
  | { type: 'opened'; seconds: number }
  | {
      type: 'notification';
      index: number;
      notificationId: string;
      publishedAt: number;
      arrivedAt: number;
    }
  | { type: 'closed'; connected: number; rssMb: number };

/** The socket.io Redis adapter publishes a broadcast to one room on `socket.io#/#<room>#`. */
const USER_CHANNELS = 'socket.io#/#user:*';
const userOfChannel = (channel: string) => /^socket\.io#\/#user:(.+)#$/.exec(channel)?.[1];
/** Publications older than this are dropped unmatched (a trader's own order notifications). */
const KEEP_MS = 30_000;

const report = (message: ReceiverReport) => process.send?.(message);

const sockets: Socket[] = [];
let redis: Redis | undefined;
/** Per user, the adapter's messages seen on Redis: when, and the encoded packet. */
const published = new Map<string, { at: number; packet: Buffer }[]>();
/** Notifications that beat their publication here (both arrive in one turn of the loop). */
const early = new Map<string, { index: number; userId: string; arrivedAt: number }>();

/**
 * The packet is msgpack with the notification inside; its id is a plain UTF-8 string there,
 * and unique, so finding it in the bytes identifies the message without decoding it.
 */
function publicationOf(userId: string, notificationId: string): number | undefined {
  return published.get(userId)?.find(({ packet }) => packet.includes(notificationId))?.at;
}

function onPublished(channel: string, packet: Buffer) {
  const userId = userOfChannel(channel);
  if (!userId) return;
  const at = monotonicMs();
  const recent = (published.get(userId) ?? []).filter((entry) => at - entry.at < KEEP_MS);
  recent.push({ at, packet });
  published.set(userId, recent);
  for (const [notificationId, arrival] of early) {
    if (arrival.userId !== userId || !packet.includes(notificationId)) continue;
    early.delete(notificationId);
    report({ type: 'notification', notificationId, publishedAt: at, ...arrival });
  }
}

async function open(customers: ReceiverCustomer[], redisUrl: string) {
  redis = new Redis(redisUrl);
  redis.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer, packet: Buffer) =>
    onPublished(channel.toString(), packet),
  );
  await redis.psubscribe(USER_CHANNELS);

  // The shell's options (reconnection, timeout), a batch at a time; WebTransport aside, which
  // Node's socket.io-client has no browser API for.
  const started = monotonicMs();
  for (let first = 0; first < customers.length; first += 50) {
    const batch = customers.slice(first, first + 50).map(({ userId, token, url }, offset) => {
      const index = first + offset;
      const socket = io(url, { ...socketOptions(token), transports: ['polling', 'websocket'] });
      socket.on('notification', ({ notificationId }: { notificationId: string }) => {
        const arrivedAt = monotonicMs();
        const publishedAt = publicationOf(userId, notificationId);
        if (publishedAt === undefined) early.set(notificationId, { index, userId, arrivedAt });
        else report({ type: 'notification', index, notificationId, publishedAt, arrivedAt });
      });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  report({ type: 'opened', seconds: (monotonicMs() - started) / 1000 });
}

async function close() {
  const connected = sockets.filter((socket) => socket.connected).length;
  for (const socket of sockets) socket.disconnect();
  await redis?.quit();
  report({ type: 'closed', connected, rssMb: process.memoryUsage().rss / 2 ** 20 });
  process.disconnect?.();
}

process.on('message', (command: ReceiverCommand) => {
  const done = command.type === 'open' ? open(command.customers, command.redisUrl) : close();
  done.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
// The bench gone, however it went: nothing left holding sockets open.
process.on('disconnect', () => process.exit(0));
