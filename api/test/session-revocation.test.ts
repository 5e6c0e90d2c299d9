import { describe, expect, it } from 'vitest';
import { endIdleStaffSessions } from '../src/modules/identity/sessions/index.js';
import { latestToken } from './helpers/outbox.js';
import { disconnected, useListeningTestApp } from './helpers/sockets.js';
import { PASSWORD, signIn, signedInUser } from './helpers/users.js';

/**
 * However a session ends, its sockets end with it, on the real socket.io server: a socket
 * left open would go on hearing the session's events (for staff, every customer's chat) until
 * the token expired.
 */

type Headers = Record<string, string>;

const t = useListeningTestApp();

const socketOf = (headers: Headers) => t.socketFor(headers);
const call = (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });

/** Makes the person's sessions look unused for `minutes`. */
async function idleFor(userId: string, minutes: number) {
  await t.app.db
    .updateTable('sessions')
    .set({ last_seen_at: new Date(Date.now() - minutes * 60_000) })
    .where('user_id', '=', userId)
    .execute();
}

const REASON = 'Customer asked on a recorded call';

describe('a staff session ended for idleness loses its sockets', () => {
  it('when its next request finds it idle', async () => {
    const staff = await signedInUser(t.app, { role: 'support_lv1' });
    const socket = await socketOf(staff.headers);
    const dropped = disconnected(socket);
    await idleFor(staff.user.user_id, 31);
    const refused = await call('GET', '/support/chats', staff.headers);
    expect(refused.json().reason).toBe('session_idle');
    expect(await dropped).toBe('io server disconnect');
  });

  it('when no request comes at all: the idle sweep ends it and its sockets', async () => {
    const idle = await signedInUser(t.app, { role: 'support_lv1' });
    const busy = await signedInUser(t.app, { role: 'support_lv1' });
    const idleSocket = await socketOf(idle.headers);
    const busySocket = await socketOf(busy.headers);
    const dropped = disconnected(idleSocket);
    await idleFor(idle.user.user_id, 31);
    await idleFor(busy.user.user_id, 29);

    expect(await endIdleStaffSessions(t.app)).toBeGreaterThanOrEqual(1);
    expect(await dropped).toBe('io server disconnect');
    expect((await call('GET', '/support/chats', idle.headers)).statusCode).toBe(401);
    expect(busySocket.connected).toBe(true);
    expect((await call('GET', '/support/chats', busy.headers)).statusCode).toBe(200);
  });

  it('leaves customers’ sessions to their own expiry', async () => {
    const customer = await signedInUser(t.app);
    const socket = await socketOf(customer.headers);
    await idleFor(customer.user.user_id, 120);
    await endIdleStaffSessions(t.app);
    expect((await call('GET', '/user', customer.headers)).statusCode).toBe(200);
    expect(socket.connected).toBe(true);
  });
});

describe('every other way a session ends drops its sockets', () => {
  it('a password change: the other devices’ sockets, not this one’s', async () => {
    const { user, headers } = await signedInUser(t.app);
    const elsewhere = await signIn(t.app, user.email);
    const here = await socketOf(headers);
    const there = await socketOf(elsewhere);
    const dropped = disconnected(there);
    const changed = await call('POST', '/user/password', headers, {
      currentPassword: PASSWORD,
      newPassword: 'a fresh long passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect(here.connected).toBe(true);
  });

  it('a password reset: every socket', async () => {
    const { user, headers } = await signedInUser(t.app);
    const dropped = disconnected(await socketOf(headers));
    await t.app.inject({
      method: 'POST',
      url: '/user/forgot-password',
      payload: { email: user.email },
    });
    const token = await latestToken(t.app, user.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password: 'a fresh long passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
  });

  it.each([
    ['support ends the customer’s sessions', 'sessions/end'],
    ['support suspends LOGIN', 'permissions/LOGIN/suspend'],
  ])('%s: every socket of the customer', async (_name, action) => {
    const support = await signedInUser(t.app, { role: 'support_lv2' });
    const customer = await signedInUser(t.app);
    const dropped = disconnected(await socketOf(customer.headers));
    const ended = await call(
      'POST',
      `/support/users/${customer.user.user_id}/${action}`,
      support.headers,
      { reason: REASON },
    );
    expect(ended.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
  });
});
