import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from './helpers/db.js';
import { outboxFor } from './helpers/outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { expectMalformedJsonRefused } from './helpers/http.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
/** Each test its own address, so the per-IP limits only bite where a test means them to. */
const nextIp = () => `10.9.0.${(ip += 1)}`;

const lead = (payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/marketing', payload, remoteAddress });
const contact = (payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/contact-us', payload, remoteAddress });

const MESSAGE = {
  name: 'Ava Lee',
  email: 'ava.contact@example.com',
  subject: 'Question about PayID',
  message: 'How long does a PayID deposit take to arrive?',
};

describe('POST /marketing', () => {
  it('stores a lead, normalising the phone and dropping empty fields', async () => {
    const response = await lead({
      email: ' lead@example.com ',
      name: '',
      phoneNumber: '0412 345 678',
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.registered).toBe(true);
    expect(Date.parse(data.preRegisteredAt)).toBeGreaterThan(Date.now() - 60_000);
    const row = await t.app.db
      .selectFrom('marketing_leads')
      .selectAll()
      .where('email', '=', 'lead@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: null, phone_number: '+61412345678' });
  });

  it('is idempotent per e-mail in any case: the first registration time stands', async () => {
    const first = (await lead({ email: 'twice@example.com', name: 'Sam' })).json().data;
    const second = await lead({ email: 'TWICE@example.com', name: 'Someone Else' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first);
    const rows = await t.app.db
      .selectFrom('marketing_leads')
      .selectAll()
      .where('email', 'ilike', 'twice@example.com')
      .execute();
    expect(rows).toMatchObject([{ name: 'Sam' }]);
  });

  it.each([
    [{ email: 'nope' }, 'Email is invalid, please try again'],
    [
      { email: 'ok@example.com', phoneNumber: '12345' },
      'Phone number is invalid, please try again',
    ],
    [{ email: 42 }, /email/],
    [{}, /email/],
  ])('rejects %j with a message and stores nothing', async (payload, message) => {
    const before = await rowCount(t.app.db, 'marketing_leads');
    const response = await lead(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await rowCount(t.app.db, 'marketing_leads')).toBe(before);
  });

  it('limits leads from one address to twenty an hour', async () => {
    const from = '10.9.9.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await lead({ email: `flood${i}@example.com` }, from)).statusCode).toBe(200);
    }
    const blocked = await lead({ email: 'flood-last@example.com' }, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RateLimitedError');
  });
});

describe('POST /contact-us', () => {
  it('stores the message under a WTL- reference and acknowledges it by e-mail', async () => {
    const response = await contact(MESSAGE);
    expect(response.statusCode).toBe(200);
    const { received, reference } = response.json().data;
    expect(received).toBe(true);
    expect(reference).toMatch(/^WTL-[A-Z2-9]{6}$/);
    const row = await t.app.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject(MESSAGE);
    const [ack] = await outboxFor(t.app, MESSAGE.email);
    expect(ack?.subject).toContain(reference);
    expect(ack?.body).toContain(reference);
    expect(ack?.body).not.toContain(MESSAGE.message);
  });

  it.each([
    [{ ...MESSAGE, name: '' }, 'Name is a required field'],
    [{ ...MESSAGE, email: 'not-mail' }, 'Email is invalid, please try again'],
    [{ ...MESSAGE, subject: '   ' }, 'Subject is a required field'],
    [{ ...MESSAGE, message: 'Hi' }, 'Tell us a little more (at least 10 characters)'],
    [{ ...MESSAGE, message: 7 }, /message/],
  ])('rejects %j with a message and stores nothing', async (payload, message) => {
    const before = await rowCount(t.app.db, 'contact_messages');
    const response = await contact(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await rowCount(t.app.db, 'contact_messages')).toBe(before);
  });

  it('limits acknowledgements to one address to three an hour', async () => {
    const payload = { ...MESSAGE, email: 'victim@example.com' };
    for (let i = 0; i < 3; i += 1) expect((await contact(payload)).statusCode).toBe(200);
    expect((await contact(payload)).statusCode).toBe(429);
    expect(await outboxFor(t.app, 'victim@example.com')).toHaveLength(3);
  });
});

describe('public forms and the sandbox outbox', () => {
  it('answer malformed JSON with 400 and write nothing', async () => {
    const leads = await rowCount(t.app.db, 'marketing_leads');
    const messages = await rowCount(t.app.db, 'contact_messages');
    for (const url of ['/marketing', '/contact-us']) {
      await expectMalformedJsonRefused(t.app, 'POST', url);
    }
    expect(await rowCount(t.app.db, 'marketing_leads')).toBe(leads);
    expect(await rowCount(t.app.db, 'contact_messages')).toBe(messages);
  });

  it('finds SMS by mobile in any form and needs ?to=', async () => {
    await t.app.db
      .insertInto('outbox_messages')
      .values({ channel: 'sms', recipient: '+61498765432', subject: null, body: 'Code 123456' })
      .execute();
    for (const to of ['+61498765432', '0498 765 432', '61498765432']) {
      const [message] = await outboxFor(t.app, to);
      expect(message).toMatchObject({ channel: 'sms', to: '+61498765432', link: null });
    }
    const unencodedPlus = await t.app.inject({
      method: 'GET',
      url: '/sandbox/outbox?to=+61498765432',
    });
    expect(unencodedPlus.json().data).toHaveLength(1);
    const missing = await t.app.inject({ method: 'GET', url: '/sandbox/outbox' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Give the e-mail address or mobile number as ?to=');
  });

  it('does not exist outside the sandbox', async () => {
    const live = await createTestApp({ env: { SANDBOX: false } });
    try {
      const response = await live.app.inject({ method: 'GET', url: '/sandbox/outbox?to=a@b.co' });
      expect(response.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
