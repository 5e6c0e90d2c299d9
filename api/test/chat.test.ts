import { CHAT_EVENTS } from '@wattle/shared/contracts';
import { describe, expect, it } from 'vitest';
import { outboxFor } from './helpers/outbox.js';
import { disconnected, nextEvent, recordEvents, useListeningTestApp } from './helpers/sockets.js';
import { signedInUser } from './helpers/users.js';

type Headers = Record<string, string>;

const t = useListeningTestApp();
const socketFor = (headers: Headers) => t.socketFor(headers);
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

describe('live chat limits', () => {
  it('lets a customer write ten messages a minute, then answers 429; others write on', async () => {
    const busy = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push(
        (await call('POST', '/chat/messages', busy.headers, { body: `Message ${i}` })).statusCode,
      );
    }
    expect(answers).toEqual([...Array<number>(10).fill(200), 429, 429]);
    const refused = await call('POST', '/chat/messages', busy.headers, { body: 'One more' });
    expect(refused.json()).toMatchObject({
      code: 'RateLimitedError',
      message: 'Too many messages. Try again in 1 minute.',
    });
    const stored = await call('GET', '/chat', busy.headers);
    expect(stored.json().data.messages).toHaveLength(10);
    expect((await call('POST', '/chat/messages', other.headers, { body: 'Hi' })).statusCode).toBe(
      200,
    );
  });

  it('e-mails a customer three transcripts an hour, then answers 429 and sends nothing', async () => {
    const customer = await signedInUser(t.app);
    await call('POST', '/chat/messages', customer.headers, { body: 'Please send me this' });
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await call('POST', '/chat/transcript', customer.headers)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    const mails = (await outboxFor(t.app, customer.user.email)).filter(
      (mail) => mail.subject === 'Your chat with Wattle support',
    );
    expect(mails).toHaveLength(3);
  });

  it('refuses a message over 2,000 characters with a 400 that says so, and stores nothing', async () => {
    const customer = await signedInUser(t.app);
    const long = await call('POST', '/chat/messages', customer.headers, { body: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Keep a message to 2,000 characters');
    expect((await call('GET', '/chat', customer.headers)).json().data.messages).toEqual([]);
  });

  it('fans a burst of typing out once per customer per second, each way', async () => {
    const customer = await signedInUser(t.app);
    const staff = await signedInUser(t.app, { role: 'support_lv1' });
    const customerSocket = await socketFor(customer.headers);
    const staffSocket = await socketFor(staff.headers);
    const userId = customer.user.user_id;

    const staffHeard = recordEvents<{ userId: string }>(staffSocket, CHAT_EVENTS.typing);
    const customerHeard = recordEvents<{ userId: string }>(customerSocket, CHAT_EVENTS.typing);
    for (let i = 0; i < 50; i += 1) {
      customerSocket.emit(CHAT_EVENTS.typing, {});
      staffSocket.emit(CHAT_EVENTS.typing, { userId });
    }
    // A second after each side heard the burst's one signal, one more each way: it arrives, so
    // the server has handled the whole burst before it (one connection keeps its order). The
    // second counts from the hearing, not the sending: a busy machine may fan out late.
    await expect
      .poll(() => [staffHeard.some((signal) => signal.userId === userId), customerHeard.length])
      .toEqual([true, 1]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const staffHearsLater = nextEvent(staffSocket, CHAT_EVENTS.typing);
    customerSocket.emit(CHAT_EVENTS.typing, {});
    await staffHearsLater;
    const customerHearsLater = nextEvent(customerSocket, CHAT_EVENTS.typing);
    staffSocket.emit(CHAT_EVENTS.typing, { userId });
    await customerHearsLater;
    expect(staffHeard.filter((signal) => signal.userId === userId)).toHaveLength(2);
    expect(customerHeard).toHaveLength(2);
  });

  it('closes a socket that sends more than 16 kB at once, and fans nothing out', async () => {
    const customer = await signedInUser(t.app);
    const staff = await signedInUser(t.app, { role: 'support_lv1' });
    const customerSocket = await socketFor(customer.headers);
    const staffSocket = await socketFor(staff.headers);
    const staffHeard = recordEvents<{ userId: string }>(staffSocket, CHAT_EVENTS.typing);
    const closed = disconnected(customerSocket);
    customerSocket.emit(CHAT_EVENTS.typing, { padding: 'x'.repeat(64 * 1024) });
    expect(await closed).toBe('transport close');
    // Pushed after anything the server could have fanned out, and so heard after it.
    const marker = nextEvent(staffSocket, 'test-marker');
    t.app.realtime.toStaff('test-marker', {});
    await marker;
    expect(staffHeard.filter((signal) => signal.userId === customer.user.user_id)).toEqual([]);
  });
});
