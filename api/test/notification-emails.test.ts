import { NOTIFICATION_TITLES } from '@wattle/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/notification-service.js';
import { rowCount } from './helpers/db.js';
import { outboxFor } from './helpers/outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Money movements go by e-mail until the customer turns them off; the rest on request. */
const DEFAULTS = { verification: false, deposits: true, withdrawals: true, accounts: false };

const read = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/user/notification-emails', headers });
const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/user/notification-emails', headers, payload });

describe('notification e-mail preferences', () => {
  it('starts with deposits and withdrawals on, the rest off, and remembers each change', async () => {
    const { headers } = await signedInUser(t.app);
    expect((await read(headers)).json()).toEqual({ data: DEFAULTS });
    const saved = await patch(headers, { verification: true, deposits: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      data: { ...DEFAULTS, verification: true, deposits: false },
    });
    await patch(headers, { withdrawals: false });
    expect((await read(headers)).json()).toEqual({
      data: { ...DEFAULTS, verification: true, deposits: false, withdrawals: false },
    });
  });

  it('refuses an empty, unknown or non-boolean change and writes nothing', async () => {
    const { headers } = await signedInUser(t.app);
    const before = await rowCount(t.app.db, 'notification_email_preferences');
    for (const payload of [{}, { sms: true }, { deposits: 'yes' }]) {
      const response = await patch(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(await rowCount(t.app.db, 'notification_email_preferences')).toBe(before);
  });

  it('needs a session', async () => {
    expect((await read({})).statusCode).toBe(401);
    expect((await patch({}, { deposits: true })).statusCode).toBe(401);
  });

  it('e-mails money movements by default, and only the kinds its owner keeps on', async () => {
    const { user, headers } = await signedInUser(t.app);
    const deposit = {
      userId: user.user_id,
      title: NOTIFICATION_TITLES.depositSuccess,
      message: 'Your deposit of $100.00 arrived.',
      type: 'success' as const,
      topics: [],
    };
    await notify(t.app, { ...deposit, title: NOTIFICATION_TITLES.kycSuccess });
    await notify(t.app, deposit);
    expect((await outboxFor(t.app, user.email)).map((message) => message.subject)).toEqual([
      NOTIFICATION_TITLES.depositSuccess,
    ]);

    await patch(headers, { deposits: false });
    await notify(t.app, deposit);
    await notify(t.app, { ...deposit, title: NOTIFICATION_TITLES.withdrawSuccess });
    const mail = await outboxFor(t.app, user.email);
    expect(mail.map((message) => message.subject).sort()).toEqual(
      [NOTIFICATION_TITLES.depositSuccess, NOTIFICATION_TITLES.withdrawSuccess].sort(),
    );
    expect(
      mail.find((message) => message.subject === NOTIFICATION_TITLES.depositSuccess)?.body,
    ).toContain('Your deposit of $100.00 arrived.');
  });

  it('keeps one person’s choice to themselves', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    await patch(me.headers, { accounts: true, deposits: false });
    expect((await read(other.headers)).json()).toEqual({ data: DEFAULTS });
  });
});
