import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../src/lib/totp.js';
import { answerByFor } from '../src/modules/identity/two-factor-reset/two-factor-reset-service.js';
import { outboxFor } from './helpers/outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { PASSWORD, signedInUser, userRow } from './helpers/users.js';
import { kycApplicant } from './helpers/kyc.js';

/**
 * Support reset of two-factor with an identity check (docs/product/identity.md#support-reset):
 * the customer's request, support_lv2's decision, and what neither may do.
 */

let t: TestApp;
let lv2: Record<string, string>;
let lv2Id: string;
beforeAll(async () => {
  t = await createTestApp();
  const staff = await signedInUser(t.app, { role: 'support_lv2' });
  lv2 = staff.headers;
  lv2Id = staff.user.user_id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
let people = 0;
/** Each test asks from an address of its own, so the per-address limit is its own too. */
let addresses = 0;
const nextAddress = () => `10.44.0.${(addresses += 1)}`;

const DATE_OF_BIRTH = '14/07/1988';

/**
 * A customer verified with a passport (or a licence) through the real identity check, with
 * two-factor on; a name of their own, so no two tests' people look like one person.
 */
async function verifiedWithTwoFactor(document: 'passport' | 'licence' = 'passport') {
  people += 1;
  const lastName = `Reset${String.fromCharCode(97 + (people % 26))}${String.fromCharCode(97 + Math.floor(people / 26))}`;
  const number = `${document === 'passport' ? 'PR' : 'L'}${String(7_000_000 + people)}`;
  const person = await kycApplicant(t.app, { firstName: 'Ada', lastName }, document);
  const checked = await t.app.inject({
    method: 'PUT',
    url: document === 'passport' ? '/user/kyc/passport' : '/user/kyc/drivers-licence',
    headers: person.headers,
    payload:
      document === 'passport'
        ? {
            passportNo: number,
            passportExpiry: '01/01/2033',
            givenNames: 'Ada',
            lastName,
            dateOfBirth: DATE_OF_BIRTH,
          }
        : {
            givenNames: 'Ada Mary',
            lastName,
            dateOfBirth: DATE_OF_BIRTH,
            driversLicenceNo: number,
            driversLicenceExpiryDate: '01/01/2033',
            driversLicenceCardNo: 'CD123456',
            driversLicenceStateOfIssue: 'TAS',
          },
  });
  expect(checked.json().data, checked.body).toMatchObject({ status: 'verified' });
  const started = await post('/user/twoFA', person.headers, { userId: person.user.user_id });
  const { secret } = started.json<{ data: { secret: string } }>().data;
  const confirmed = await post('/user/twoFA/confirm', person.headers, {
    otp: totpAt(secret, Date.now() / 1000 - 30),
  });
  expect(confirmed.statusCode).toBe(200);
  // Set-up's own security change is not what these tests look at.
  await t.app.db
    .deleteFrom('security_changes')
    .where('user_id', '=', person.user.user_id)
    .execute();
  return { ...person, number, address: nextAddress() };
}

function post(url: string, headers: Headers, payload: object, remoteAddress?: string) {
  return t.app.inject({ method: 'POST', url, headers, payload, remoteAddress });
}

const requestReset = (
  person: { user: { email: string }; address: string },
  answers: Partial<{ password: string; dateOfBirth: string; documentNumber: string }>,
) =>
  post(
    '/auth/two-factor-reset',
    {},
    { email: person.user.email, password: PASSWORD, ...answers },
    person.address,
  );

const resetsFor = async (userId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/support/two-factor-resets',
    headers: lv2,
  });
  expect(response.statusCode).toBe(200);
  return response
    .json<{ data: { userId: string; requestId: string }[] }>()
    .data.filter((row) => row.userId === userId);
};

const decide = (requestId: string, decision: 'approve' | 'decline', headers: Headers = lv2) =>
  post(`/support/two-factor-resets/${requestId}/decision`, headers, {
    decision,
    reason: decision === 'approve' ? 'Answers match the verified passport' : 'Answers do not match',
  });

const auditOf = (userId: string) =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_user_id', '=', userId)
    .orderBy('created_at')
    .execute();

describe('asking for a reset', () => {
  it('files a request with the checks, tells the customer what follows, e-mails the owner', async () => {
    const person = await verifiedWithTwoFactor();
    const response = await requestReset(person, {
      dateOfBirth: DATE_OF_BIRTH,
      documentNumber: person.number.toLowerCase(),
    });
    expect(response.statusCode, response.body).toBe(202);
    const receipt = response.json().data;
    expect(receipt).toMatchObject({ status: 'pending', holdHours: expect.any(Number) });
    expect(new Date(receipt.answerBy).getTime()).toBeGreaterThan(Date.now());

    const [filed, ...more] = await resetsFor(person.user.user_id);
    expect(more).toHaveLength(0);
    expect(filed).toMatchObject({
      email: person.user.email,
      status: 'pending',
      identityOnFile: true,
      dateOfBirthMatches: true,
      documentMatched: 'passport',
      ip: person.address,
    });
    // Only whether each answer matched is kept, never the answers.
    const row = await t.app.db
      .selectFrom('two_factor_reset_requests')
      .selectAll()
      .where('user_id', '=', person.user.user_id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(person.number);
    expect(JSON.stringify(row)).not.toContain('1988');

    const [mail] = await outboxFor(t.app, person.user.email);
    expect(mail?.subject).toBe('We received a request to reset two-factor on your Wattle account');
    expect(mail?.body).toMatch(/If it was not you, someone knows your password/);
    // Two-factor is untouched until support decides.
    expect((await userRow(t.app.db, person.user.user_id)).two_factor_enabled).toBe(true);

    const again = await requestReset(person, {
      dateOfBirth: DATE_OF_BIRTH,
      documentNumber: person.number,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ResetAlreadyRequested' });
  });

  it('answers wrong answers exactly as right ones, and shows support what failed', async () => {
    const person = await verifiedWithTwoFactor();
    const response = await requestReset(person, {
      dateOfBirth: '15/07/1988',
      documentNumber: 'PR1234567',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().data.status).toBe('pending');
    const [filed] = await resetsFor(person.user.user_id);
    expect(filed).toMatchObject({ dateOfBirthMatches: false, documentMatched: null });

    // Support cannot approve a failed check; declining is audited and e-mailed.
    const approve = await decide(filed?.requestId ?? '', 'approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ code: 'IdentityCheckFailed' });
    expect((await userRow(t.app.db, person.user.user_id)).two_factor_enabled).toBe(true);

    const declined = await decide(filed?.requestId ?? '', 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toContainEqual(
      expect.objectContaining({
        requestId: filed?.requestId,
        status: 'declined',
        decisionReason: 'Answers do not match',
      }),
    );
    expect((await userRow(t.app.db, person.user.user_id)).two_factor_enabled).toBe(true);
    const audit = await auditOf(person.user.user_id);
    expect(audit.at(-1)).toMatchObject({
      actor_id: lv2Id,
      action: 'two_factor_reset.declined',
      details: { reason: 'Answers do not match', dateOfBirthMatches: false, documentMatched: null },
    });
    const [mail] = await outboxFor(t.app, person.user.email);
    expect(mail?.subject).toBe('Your request to reset two-factor on Wattle was declined');
    expect(mail?.body).toContain('Why: Answers do not match');

    // Declined, the customer may ask again.
    const retry = await requestReset(person, {
      dateOfBirth: DATE_OF_BIRTH,
      documentNumber: person.number,
    });
    expect(retry.statusCode).toBe(202);
  });

  it('matches a licence number whichever state issued it, and the date with the document’s names', async () => {
    const person = await verifiedWithTwoFactor('licence');
    await requestReset(person, { dateOfBirth: DATE_OF_BIRTH, documentNumber: person.number });
    const [filed] = await resetsFor(person.user.user_id);
    expect(filed).toMatchObject({ dateOfBirthMatches: true, documentMatched: 'licence' });
  });

  it('needs the right password, a customer and two-factor on; files nothing otherwise', async () => {
    const person = await verifiedWithTwoFactor();
    const answers = { dateOfBirth: DATE_OF_BIRTH, documentNumber: person.number };
    const wrong = await requestReset(person, { ...answers, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    const unknown = await post(
      '/auth/two-factor-reset',
      {},
      { email: 'nobody-here@example.com', password: PASSWORD, ...answers },
      person.address,
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());

    const withoutTwoFactor = await signedInUser(t.app);
    const off = await post(
      '/auth/two-factor-reset',
      {},
      { email: withoutTwoFactor.user.email, password: PASSWORD, ...answers },
      person.address,
    );
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('TwoFactorNotEnabled');

    const staff = await post(
      '/auth/two-factor-reset',
      {},
      { email: (await userRow(t.app.db, lv2Id)).email, password: PASSWORD, ...answers },
      person.address,
    );
    expect(staff.statusCode).toBe(403);

    const malformed = await requestReset(person, {
      dateOfBirth: '31/02/1988',
      documentNumber: '#',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/DD\/MM\/YYYY|letters and digits/);
    expect(await resetsFor(person.user.user_id)).toHaveLength(0);
    expect(await resetsFor(withoutTwoFactor.user.user_id)).toHaveLength(0);
  });

  it('limits requests per account e-mail and per address', async () => {
    const person = await verifiedWithTwoFactor();
    const wrongPassword = {
      password: 'wrong guess',
      dateOfBirth: DATE_OF_BIRTH,
      documentNumber: 'X1',
    };
    for (let i = 0; i < 3; i += 1) {
      expect((await requestReset(person, wrongPassword)).statusCode).toBe(401);
    }
    const limited = await requestReset(person, {
      dateOfBirth: DATE_OF_BIRTH,
      documentNumber: person.number,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RateLimitedError' });
    expect(limited.json().message).toMatch(/^Too many reset requests for this account\. Try again/);
    expect(await resetsFor(person.user.user_id)).toHaveLength(0);

    const address = nextAddress();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await post(
        '/auth/two-factor-reset',
        {},
        { email: `stranger${i}@example.com`, ...wrongPassword },
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('support decides', () => {
  it('approval turns two-factor off, starts the hold, audits and e-mails; sign-in needs only the password', async () => {
    const person = await verifiedWithTwoFactor();
    await requestReset(person, { dateOfBirth: DATE_OF_BIRTH, documentNumber: person.number });
    const [filed] = await resetsFor(person.user.user_id);
    // The request's own e-mail goes out off the request path: let it land before support
    // decides, so the decision's e-mail is the newest.
    await outboxFor(t.app, person.user.email);

    const approved = await decide(filed?.requestId ?? '', 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toContainEqual(
      expect.objectContaining({ requestId: filed?.requestId, status: 'approved' }),
    );
    expect(await userRow(t.app.db, person.user.user_id)).toMatchObject({
      two_factor_enabled: false,
      two_factor_secret: null,
    });
    const codes = await t.app.db
      .selectFrom('two_factor_backup_codes')
      .selectAll()
      .where('user_id', '=', person.user.user_id)
      .execute();
    expect(codes).toHaveLength(0);
    const changes = await t.app.db
      .selectFrom('security_changes')
      .selectAll()
      .where('user_id', '=', person.user.user_id)
      .execute();
    expect(changes).toMatchObject([{ kind: 'two_factor' }]);
    expect(changes[0]?.hold_until.getTime()).toBeGreaterThan(Date.now());

    const audit = await auditOf(person.user.user_id);
    expect(audit.at(-1)).toMatchObject({
      actor_id: lv2Id,
      action: 'two_factor_reset.approved',
      details: {
        reason: 'Answers match the verified passport',
        dateOfBirthMatches: true,
        documentMatched: 'passport',
      },
    });
    const [mail] = await outboxFor(t.app, person.user.email);
    expect(mail?.subject).toBe('Two-factor authentication on your Wattle account was reset');
    expect(mail?.body).toMatch(/crypto withdrawals and new withdrawal destinations wait until/);
    expect(mail?.body).toContain('http://localhost:3000/login');

    const signedIn = await post(
      '/auth/login',
      {},
      { email: person.user.email, password: PASSWORD },
    );
    expect(signedIn.json().data.status).toBe('authenticated');
    const hold = await t.app.inject({
      method: 'GET',
      url: '/user/security-hold',
      headers: { authorization: `Bearer ${signedIn.json().data.token}` },
    });
    expect(hold.json().data.hold).toMatchObject({ change: 'two_factor' });

    const twice = await decide(filed?.requestId ?? '', 'decline');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ResetDecided');
  });

  it('keeps support_lv1, customers and lv2 without two-factor out; unknown ids are 404', async () => {
    const person = await verifiedWithTwoFactor();
    await requestReset(person, { dateOfBirth: DATE_OF_BIRTH, documentNumber: person.number });
    const [filed] = await resetsFor(person.user.user_id);
    const lv1 = await signedInUser(t.app, { role: 'support_lv1' });
    const bareLv2 = await signedInUser(t.app, { role: 'support_lv2', staffTwoFactor: false });
    for (const headers of [lv1.headers, person.headers]) {
      const listed = await t.app.inject({
        method: 'GET',
        url: '/support/two-factor-resets',
        headers,
      });
      expect(listed.statusCode).toBe(403);
    }
    for (const headers of [lv1.headers, person.headers, bareLv2.headers]) {
      expect((await decide(filed?.requestId ?? '', 'approve', headers)).statusCode).toBe(403);
    }
    expect((await decide('8d3c1a52-8f0e-4a39-9d39-3d8a6c0f2b11', 'approve')).statusCode).toBe(404);
    expect((await decide('not-a-uuid', 'approve')).statusCode).toBe(400);
    const short = await post(`/support/two-factor-resets/${filed?.requestId}/decision`, lv2, {
      decision: 'approve',
      reason: 'ok',
    });
    expect(short.statusCode).toBe(400);
    expect((await userRow(t.app.db, person.user.user_id)).two_factor_enabled).toBe(true);
    expect(
      (await auditOf(person.user.user_id)).filter((row) =>
        row.action.startsWith('two_factor_reset'),
      ),
    ).toHaveLength(0);
  });
});

describe('answer by', () => {
  it('is one business day on Sydney’s calendar', () => {
    // Wednesday 10 am in Sydney → Thursday; Friday 10 am → Monday.
    expect(answerByFor(new Date('2026-12-01T23:00:00Z')).toISOString()).toBe(
      '2026-12-02T23:00:00.000Z',
    );
    expect(answerByFor(new Date('2026-12-03T23:00:00Z')).toISOString()).toBe(
      '2026-12-06T23:00:00.000Z',
    );
  });
});
