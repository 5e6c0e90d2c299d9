import {
  CHANGE_EVENT,
  NOTIFICATION_EVENT,
  type ChangeSignal,
  type Notification,
  type NotificationSignal,
} from '@wattle/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  notify,
  type NotificationInput,
} from '../src/modules/notifications/notification-service.js';
import { JWT_NOT_SET } from '../src/plugins/realtime.js';
import { simulateFiatDeposit } from './helpers/funding.js';
import {
  clusterReady,
  connectSocket,
  disconnected,
  listen,
  nextEvent,
  useTwoInstances,
} from './helpers/sockets.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser, signIn } from './helpers/users.js';

const tokenOf = (headers: Record<string, string>) => headers.authorization?.slice(7) ?? '';
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
async function connected(url: string, token: string) {
  const socket = await connectSocket(url, { token });
  sockets.push(socket);
  return socket;
}

/**
 * Notifies a new customer through `app` while their socket listens at `socketUrl`: what was
 * sent, and what the socket received.
 */
async function notifyListeningCustomer(
  app: FastifyInstance,
  socketUrl: string,
  notification: Omit<NotificationInput, 'userId'>,
) {
  const { user, headers } = await signedInUser(app);
  const socket = await connected(socketUrl, tokenOf(headers));
  const received = nextEvent<Notification>(socket, NOTIFICATION_EVENT);
  const sent = await notify(app, { userId: user.user_id, ...notification });
  return { sent, received: await received };
}

describe('realtime on one instance', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it('refuses a handshake without a token, saying "JWT is not set"', async () => {
    await expect(connectSocket(url)).rejects.toThrow(JWT_NOT_SET);
    await expect(connectSocket(url, { token: '' })).rejects.toThrow(JWT_NOT_SET);
  });

  it('refuses a forged token and a revoked session', async () => {
    await expect(connectSocket(url, { token: 'abc.def.ghi' })).rejects.toThrow(
      'Your session has ended. Please log in again.',
    );
    const { headers } = await signedInUser(t.app);
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers });
    await expect(connectSocket(url, { token: tokenOf(headers) })).rejects.toThrow(
      /session has ended/,
    );
  });

  it('refuses an origin outside CORS_ORIGINS and allows a listed one', async () => {
    const { headers } = await signedInUser(t.app);
    await expect(
      connectSocket(url, { token: tokenOf(headers), origin: 'https://evil.example' }),
    ).rejects.toThrow();
    const socket = await connectSocket(url, {
      token: tokenOf(headers),
      origin: 'http://localhost:3000',
    });
    sockets.push(socket);
    expect(socket.connected).toBe(true);
  });

  it('pushes a notification to the user’s room under the "notification" event', async () => {
    const { sent, received } = await notifyListeningCustomer(t.app, url, {
      title: 'Withdrawal sent',
      message: '0.1 BTC is on its way.',
      type: 'success',
      topics: ['history'],
    });
    expect(received).toEqual({ ...sent, topics: ['history'] });
  });

  it('says what a deposit changed, so every screen refreshes its balances and history', async () => {
    const { user, headers } = await signedInUser(t.app);
    const socket = await connected(url, tokenOf(headers));
    const received = nextEvent<NotificationSignal>(socket, NOTIFICATION_EVENT);
    const deposit = await simulateFiatDeposit(t.app, { userId: user.user_id, amount: '75' });
    expect(deposit.statusCode).toBe(200);
    expect(await received).toMatchObject({
      title: 'Deposit received',
      topics: ['balances', 'history'],
    });
  });

  it('tells a customer’s screens when support changes their permissions', async () => {
    const customer = await signedInUser(t.app);
    const staff = await signedInUser(t.app, { role: 'support_lv2' });
    const socket = await connected(url, tokenOf(customer.headers));
    const received = nextEvent<ChangeSignal>(socket, CHANGE_EVENT);
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/support/users/${customer.user.user_id}/permissions/BUY/suspend`,
      headers: staff.headers,
      payload: { reason: 'Checking a report of a compromised account' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(await received).toEqual({ topics: ['profile', 'permissions'] });
  });

  it('drops the sockets of a session at logout, and only that session’s', async () => {
    const { user, headers } = await signedInUser(t.app);
    const otherDevice = await signIn(t.app, user.email);
    const socket = await connected(url, tokenOf(headers));
    const otherSocket = await connected(url, tokenOf(otherDevice));
    const dropped = disconnected(socket);
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers });
    expect(await dropped).toBe('io server disconnect');
    expect(otherSocket.connected).toBe(true);
  });
});

describe.skipIf(!clusterReady)(
  'realtime across two API instances (needs DATABASE_URL and REDIS_URL; skipped without them)',
  () => {
    const cluster = useTwoInstances();

    it('delivers a notification raised on one instance to a socket on the other', async () => {
      const { sent, received } = await notifyListeningCustomer(cluster.first, cluster.secondUrl, {
        title: 'Deposit received',
        message: 'A$250.00 arrived.',
        type: 'success',
        topics: ['balances', 'history'],
      });
      expect(received).toEqual({ ...sent, topics: ['balances', 'history'] });
    });

    it('drops a socket on the other instance when the session logs out', async () => {
      const { headers } = await signedInUser(cluster.first);
      const socket = await connected(cluster.secondUrl, tokenOf(headers));
      const dropped = disconnected(socket);
      const response = await cluster.first.inject({ method: 'POST', url: '/auth/logout', headers });
      expect(response.statusCode).toBe(200);
      expect(await dropped).toBe('io server disconnect');
    });
  },
);
