import {
  NOTIFICATION_EVENT,
  type Notification,
  type RealtimeTopic,
} from '@wattle/shared/contracts';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { withDb } from '../src/lib/service-deps.js';
import { notify } from '../src/modules/notifications/notification-service.js';
import { rowCount } from './helpers/db.js';
import { nextEvent, recordEvents, useListeningTestApp } from './helpers/sockets.js';
import { signedInUser } from './helpers/users.js';

const t = useListeningTestApp();

const STORED = {
  title: 'Deposit received',
  message: 'A$100.00 arrived.',
  type: 'success' as const,
};
const TOPICS: RealtimeTopic[] = ['balances', 'history'];
const INPUT = { ...STORED, topics: TOPICS };

async function personWithSocket() {
  const person = await signedInUser(t.app);
  const socket = await t.socketFor(person.headers);
  /**
   * Resolves once everything the server pushed to this person so far has arrived: a marker
   * pushed now comes back after it, since one connection keeps the server's order.
   */
  const caughtUp = async () => {
    const marker = nextEvent(socket, 'test-marker');
    t.app.realtime.toUser(person.user.user_id, 'test-marker', {});
    await marker;
  };
  return { ...person, socket, caughtUp };
}

describe('notification routes', () => {
  it('marks one of my notifications read, and answers 404 for someone else’s', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const mine = await notify(t.app, { userId: me.user.user_id, ...INPUT });
    const theirs = await notify(t.app, { userId: other.user.user_id, ...INPUT });

    const read = await t.app.inject({
      method: 'POST',
      url: `/notification/read/${mine.notificationId}`,
      headers: me.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ notificationId: mine.notificationId, read: true });

    for (const id of [
      theirs.notificationId,
      'not-a-uuid',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/notification/read/${id}`,
        headers: me.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('That notification was not found');
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/notification',
      headers: other.headers,
    });
    expect(list.json().data).toMatchObject([
      { notificationId: theirs.notificationId, read: false },
    ]);
  });

  it('marks all of mine read and says how many changed', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    await notify(t.app, { userId: me.user.user_id, ...INPUT });
    await notify(t.app, { userId: me.user.user_id, ...INPUT });
    await notify(t.app, { userId: other.user.user_id, ...INPUT });
    const readAll = () =>
      t.app.inject({ method: 'POST', url: '/notification/read-all', headers: me.headers });
    const first = await readAll();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ updated: 2 });
    expect((await readAll()).json().data).toEqual({ updated: 0 });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/notification',
      headers: other.headers,
    });
    expect(theirs.json().data[0].read).toBe(false);
  });

  it('needs a session', async () => {
    for (const path of ['/notification/read-all', '/notification/read/x']) {
      expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(401);
    }
  });
});

describe('notify()', () => {
  it('persists, then pushes to the user’s own sockets only', async () => {
    const me = await personWithSocket();
    const other = await personWithSocket();
    const othersEvents = recordEvents(other.socket, NOTIFICATION_EVENT);
    const received = nextEvent<Notification>(me.socket, NOTIFICATION_EVENT);
    const sent = await notify(t.app, { userId: me.user.user_id, ...INPUT });
    expect(await received).toEqual({ ...sent, topics: TOPICS });
    expect(sent).toMatchObject({ ...STORED, read: false });
    const row = await t.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('notification_id', '=', sent.notificationId)
      .executeTakeFirst();
    expect(row?.user_id).toBe(me.user.user_id);
    await other.caughtUp();
    expect(othersEvents).toEqual([]);
  });

  it('inside a transaction, pushes only after the commit', async () => {
    const me = await personWithSocket();
    const events = recordEvents<Notification>(me.socket, NOTIFICATION_EVENT);
    const received = nextEvent<Notification>(me.socket, NOTIFICATION_EVENT);
    const sent = await inTransaction(t.app, async (trx) => {
      const notification = await notify(withDb(t.app, trx), { userId: me.user.user_id, ...INPUT });
      await me.caughtUp();
      expect(events).toEqual([]);
      return notification;
    });
    expect(await received).toEqual({ ...sent, topics: TOPICS });
  });

  it('inside a transaction that rolls back, neither stores nor pushes', async () => {
    const me = await personWithSocket();
    const events = recordEvents(me.socket, NOTIFICATION_EVENT);
    const before = await rowCount(t.app.db, 'notifications');
    await expect(
      inTransaction(t.app, async (trx) => {
        await notify(withDb(t.app, trx), { userId: me.user.user_id, ...INPUT });
        throw new Error('the withdrawal failed');
      }),
    ).rejects.toThrow('the withdrawal failed');
    await me.caughtUp();
    expect(events).toEqual([]);
    expect(await rowCount(t.app.db, 'notifications')).toBe(before);
  });

  it('refuses a transaction it cannot see commit, rolling it back', async () => {
    const me = await signedInUser(t.app);
    const before = await rowCount(t.app.db, 'notifications');
    await expect(
      t.app.db
        .transaction()
        .execute((trx) => notify(withDb(t.app, trx), { userId: me.user.user_id, ...INPUT })),
    ).rejects.toThrow(/inTransaction/);
    expect(await rowCount(t.app.db, 'notifications')).toBe(before);
  });
});
