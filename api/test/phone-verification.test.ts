import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A_DAY_AGO, MALFORMED_BODY, MALFORMED_JSON, rowCount } from './helpers/db.js';
import { latestCode, outboxFor } from './helpers/outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser, userRow } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let phoneCounter = 0;
/** A different mobile per test, so codes and per-number limits never mix. */
const newPhone = () => `+614${String(10_000_000 + (phoneCounter += 1) * 7919).slice(-8)}`;

const phone = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/user/verify/phone', headers, payload });

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /user/verify/phone', () => {
  it('texts a 6-digit code valid for 10 minutes and verifies the number with it', async () => {
    const { user, headers } = await signedInUser(t.app, { verified: false });
    const number = newPhone();
    const local = `0${number.slice(3, 6)} ${number.slice(6, 9)} ${number.slice(9)}`;
    const sent = await phone(headers, { phoneNumber: local });
    expect(sent.statusCode).toBe(200);
    const data = sent.json().data;
    expect(data).toMatchObject({ status: 'code_sent', phoneNumber: number });
    const ttl = new Date(data.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);

    const code = await latestCode(t.app, number);
    const stored = await t.app.db
      .selectFrom('phone_otps')
      .selectAll()
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    const verified = await phone(headers, { phoneNumber: number, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ status: 'verified', phoneNumber: number });
    expect(await userRow(t.app.db, user.user_id)).toMatchObject({
      phone_number: number,
      phone_verified: true,
    });

    const reused = await phone(headers, { phoneNumber: number, otp: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('OtpError');
  });

  it('counts wrong codes, locks the code at five and unlocks with a new one', async () => {
    const { user, headers } = await signedInUser(t.app, { verified: false });
    const number = newPhone();
    await phone(headers, { phoneNumber: number });
    const code = await latestCode(t.app, number);
    const wrong = wrongCodeFor(code);

    for (const left of [4, 3, 2, 1]) {
      const response = await phone(headers, { phoneNumber: number, otp: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'OtpError',
        message: `That code is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      });
    }
    const fifth = await phone(headers, { phoneNumber: number, otp: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      code: 'OtpAttemptsLimitReachedError',
      message: 'Too many wrong codes. Request a new code.',
    });
    const rightButLocked = await phone(headers, { phoneNumber: number, otp: code });
    expect(rightButLocked.json().code).toBe('OtpAttemptsLimitReachedError');
    expect((await userRow(t.app.db, user.user_id)).phone_verified).toBe(false);

    await phone(headers, { phoneNumber: number });
    const fresh = await latestCode(t.app, number);
    expect((await phone(headers, { phoneNumber: number, otp: fresh })).statusCode).toBe(200);
  });

  it('refuses an expired code, a code for another number and a check with no code sent', async () => {
    const { user, headers } = await signedInUser(t.app, { verified: false });
    const none = await phone(headers, { phoneNumber: newPhone(), otp: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'There is no code waiting for this number. Request a new code.',
    );

    const number = newPhone();
    await phone(headers, { phoneNumber: number });
    const code = await latestCode(t.app, number);
    const elsewhere = await phone(headers, { phoneNumber: newPhone(), otp: code });
    expect(elsewhere.json().message).toBe(
      'That code was sent to a different number. Request a new code for this one.',
    );

    await t.app.db
      .updateTable('phone_otps')
      .set({ created_at: A_DAY_AGO, expires_at: new Date(Date.now() - 1) })
      .where('user_id', '=', user.user_id)
      .execute();
    const expired = await phone(headers, { phoneNumber: number, otp: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'OtpError',
      message: 'That code has expired. Request a new code.',
    });
    expect((await userRow(t.app.db, user.user_id)).phone_verified).toBe(false);
  });

  it('answers 409 for the number already verified on the account', async () => {
    const { user, headers } = await signedInUser(t.app);
    const response = await phone(headers, { phoneNumber: user.phone_number });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This phone number is already verified on your account.');
  });

  it('only ever checks the caller’s own code', async () => {
    const owner = await signedInUser(t.app, { verified: false });
    const other = await signedInUser(t.app, { verified: false });
    const number = newPhone();
    await phone(owner.headers, { phoneNumber: number });
    const code = await latestCode(t.app, number);
    const stolen = await phone(other.headers, { phoneNumber: number, otp: code });
    expect(stolen.statusCode).toBe(400);
    expect((await userRow(t.app.db, other.user.user_id)).phone_verified).toBe(false);
    expect((await phone(owner.headers, { phoneNumber: number, otp: code })).statusCode).toBe(200);
  });

  it.each([
    [{ phoneNumber: '0212345678' }, 'Phone number is invalid, please try again'],
    [{ phoneNumber: 'call me' }, 'Phone number is invalid, please try again'],
    [{ phoneNumber: '0412345678', otp: '12345' }, 'Enter the 6-digit code'],
    [{ phoneNumber: '0412345678', otp: 'abcdef' }, 'Enter the 6-digit code'],
    [{ phoneNumber: 412345678 }, /phoneNumber/],
    [{}, /phoneNumber/],
  ])('rejects %j with a message and sends nothing', async (payload, message) => {
    const { headers } = await signedInUser(t.app, { verified: false });
    const before = await rowCount(t.app.db, 'phone_otps');
    const response = await phone(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await rowCount(t.app.db, 'phone_otps')).toBe(before);
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const { headers } = await signedInUser(t.app, { verified: false });
    const before = await rowCount(t.app.db, 'phone_otps');
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/verify/phone',
      headers: { ...headers, ...MALFORMED_JSON },
      payload: MALFORMED_BODY,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON');
    expect(await rowCount(t.app.db, 'phone_otps')).toBe(before);
  });

  it('needs a signed-in person', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/verify/phone',
      payload: { phoneNumber: '0412345678' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('limits new codes to five an hour per person', async () => {
    const { headers } = await signedInUser(t.app, { verified: false });
    const numbers = Array.from({ length: 6 }, newPhone);
    for (const number of numbers.slice(0, 5)) {
      expect((await phone(headers, { phoneNumber: number })).statusCode).toBe(200);
    }
    const blocked = await phone(headers, { phoneNumber: numbers[5] });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RateLimitedError');
    expect(await outboxFor(t.app, numbers[5] ?? '')).toEqual([]);
  });

  it('limits codes to one number across accounts', async () => {
    const number = newPhone();
    for (let i = 0; i < 5; i += 1) {
      const { headers } = await signedInUser(t.app, { verified: false });
      expect((await phone(headers, { phoneNumber: number })).statusCode).toBe(200);
    }
    const { headers } = await signedInUser(t.app, { verified: false });
    expect((await phone(headers, { phoneNumber: number })).statusCode).toBe(429);
  });
});
