import { CHAT_EVENTS } from '@wattle/shared/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from './helpers/outbox.js';
import { connectSocket, listen, nextEvent } from './helpers/sockets.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

type Headers = Record<string, string>;

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const tokenOf = (headers: Headers) => (headers.authorization ?? '').replace('Bearer ', '');
async function socketFor(headers: Headers) {
  const socket = await connectSocket(url, { token: tokenOf(headers) });
  sockets.push(socket);
  return socket;
}
const call = (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });

describe('live chat answered by the support console', () => {
  it('carries a conversation both ways in real time, with typing and read marks', async () => {
    const customer = await signedInUser(t.app);
    const staff = await signedInUser(t.app, { role: 'support_lv1' });
    const customerSocket = await socketFor(customer.headers);
    const staffSocket = await socketFor(staff.headers);
    const userId = customer.user.user_id;

    // The customer types and writes: the console hears both.
    const typing = nextEvent(staffSocket, CHAT_EVENTS.typing);
    customerSocket.emit(CHAT_EVENTS.typing, { userId: 'someone-else' });
    expect(await typing).toEqual({ userId, from: 'customer' });
    const arrived = nextEvent<{ userId: string; message: { body: string } }>(
      staffSocket,
      CHAT_EVENTS.message,
    );
    const sent = await call('POST', '/chat/messages', customer.headers, {
      body: '  Where is my deposit?  ',
    });
    expect(sent.statusCode).toBe(200);
    expect(await arrived).toMatchObject({ userId, message: { body: 'Where is my deposit?' } });

    const inbox = await call('GET', '/support/chats', staff.headers);
    expect(inbox.json().data[0]).toMatchObject({
      userId,
      customerEmail: customer.user.email,
      unread: true,
      lastMessage: { body: 'Where is my deposit?', fromStaff: false },
    });

    // Staff open it (audited), read it, type and answer: the customer hears each.
    const opened = await call('GET', `/support/chats/${userId}`, staff.headers);
    expect(opened.json().data.messages).toHaveLength(1);
    const readMark = nextEvent(customerSocket, CHAT_EVENTS.read);
    await call('POST', `/support/chats/${userId}/read`, staff.headers);
    expect(await readMark).toMatchObject({ userId, by: 'staff' });
    const staffTyping = nextEvent(customerSocket, CHAT_EVENTS.typing);
    staffSocket.emit(CHAT_EVENTS.typing, { userId });
    expect(await staffTyping).toEqual({ userId, from: 'staff' });
    const answer = nextEvent<{ message: { body: string; authorName: string } }>(
      customerSocket,
      CHAT_EVENTS.message,
    );
    await call('POST', `/support/chats/${userId}/messages`, staff.headers, {
      body: 'It arrived at 3:47pm.',
    });
    expect((await answer).message).toMatchObject({
      body: 'It arrived at 3:47pm.',
      authorName: `${staff.user.first_name} from Wattle`,
    });
    expect((await call('GET', '/support/chats', staff.headers)).json().data[0].unread).toBe(false);

    const staffHearsRead = nextEvent(staffSocket, CHAT_EVENTS.read);
    const thread = await call('POST', '/chat/read', customer.headers);
    expect(thread.json().data.customerReadAt).not.toBeNull();
    expect(await staffHearsRead).toMatchObject({ userId, by: 'customer' });

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'chat.read',
      'chat.marked_read',
      'chat.replied',
    ]);
  });

  it('keeps each customer to their own thread and e-mails the transcript on request', async () => {
    const first = await signedInUser(t.app);
    const second = await signedInUser(t.app);
    await call('POST', '/chat/messages', first.headers, { body: 'Private question' });
    const other = await call('GET', '/chat', second.headers);
    expect(other.json().data).toMatchObject({ userId: second.user.user_id, messages: [] });

    const transcript = await call('POST', '/chat/transcript', first.headers);
    expect(transcript.json().data).toEqual({ sentTo: first.user.email });
    const [mail] = await outboxFor(t.app, first.user.email);
    expect(mail).toMatchObject({ subject: 'Your chat with Wattle support' });
    expect(mail?.body).toContain('Private question');
  });

  it('keeps customers out of the inbox, staff out of the customer side, and needs a message', async () => {
    const customer = await signedInUser(t.app);
    const staff = await signedInUser(t.app, { role: 'support_lv1' });
    expect((await call('GET', '/support/chats', customer.headers)).statusCode).toBe(403);
    expect(
      (
        await call('POST', `/support/chats/${customer.user.user_id}/messages`, customer.headers, {
          body: 'hi',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/chat/messages', staff.headers, { body: 'hi' })).statusCode).toBe(
      403,
    );
    const empty = await call('POST', '/chat/messages', customer.headers, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write a message');
    const unknown = await call(
      'POST',
      '/support/chats/00000000-0000-4000-8000-000000000000/messages',
      staff.headers,
      { body: 'hello' },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('audits listing the inbox (names, e-mails, last messages) like opening a thread', async () => {
    const customer = await signedInUser(t.app);
    const staff = await signedInUser(t.app, { role: 'support_lv1' });
    await call('POST', '/chat/messages', customer.headers, { body: 'Is anyone there?' });
    const listed = await call('GET', '/support/chats', staff.headers);
    expect(listed.statusCode).toBe(200);
    const shown: string[] = listed.json().data.map((item: { userId: string }) => item.userId);
    expect(shown).toContain(customer.user.user_id);

    const entries = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor_id', '=', staff.user.user_id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'chat.list',
      subject_user_id: null,
      details: { threads: shown.length, customerIds: shown },
    });
    expect(entries[0]?.ip).toBeTruthy();
  });
});
