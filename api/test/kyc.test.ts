import { NOTIFICATION_TITLES } from '@wattle/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_BODY, MALFORMED_JSON, rowCount } from './helpers/db.js';
import { NAME_MISMATCH } from '../src/modules/identity/kyc/kyc-service.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const ADDRESS = {
  streetAddress: '12 Wattle Street',
  suburb: 'Surry Hills',
  state: 'nsw',
  postcode: '2010',
};
/**
 * Each call is another person: a document verifies one account only, and the same name with
 * the same date of birth waits for staff (one-person-one-account.test.ts).
 */
let people = 0;
function nextPerson() {
  people += 1;
  const day = String(1 + (people % 28)).padStart(2, '0');
  const month = String(1 + (Math.floor(people / 28) % 12)).padStart(2, '0');
  return {
    serial: 2_000_000 + people,
    dateOfBirth: `${day}/${month}/${1960 + Math.floor(people / 336)}`,
  };
}
const passport = (overrides: Record<string, unknown> = {}) => {
  const { serial, dateOfBirth } = nextPerson();
  return {
    passportNo: `pa${serial}`,
    passportExpiry: '01/01/2031',
    givenNames: 'Ava',
    lastName: 'Lee',
    dateOfBirth,
    ...overrides,
  };
};
const licence = (overrides: Record<string, unknown> = {}) => {
  const { serial, dateOfBirth } = nextPerson();
  return {
    givenNames: 'Ava',
    lastName: 'Lee',
    dateOfBirth,
    driversLicenceNo: String(serial),
    driversLicenceExpiryDate: '01/01/2031',
    driversLicenceCardNo: 'AB123456',
    driversLicenceStateOfIssue: 'vic',
    ...overrides,
  };
};

const submitAddress = (
  headers: Headers,
  body: object = { identityType: 'passport', address: ADDRESS },
) => t.app.inject({ method: 'POST', url: '/user/kyc', headers, payload: body });
const submitPassport = (headers: Headers, body: object) =>
  t.app.inject({ method: 'PUT', url: '/user/kyc/passport', headers, payload: body });
const submitLicence = (headers: Headers, body: object) =>
  t.app.inject({ method: 'PUT', url: '/user/kyc/drivers-licence', headers, payload: body });
const status = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/user/kyc', headers })).json().data;

async function unverified(lastName = 'Lee') {
  const person = await signedInUser(t.app, { verified: false });
  await t.app.db
    .updateTable('users')
    .set({
      email_verified: true,
      phone_verified: true,
      phone_number: '+61400000001',
      first_name: 'Ava',
      last_name: lastName,
    })
    .where('user_id', '=', person.user.user_id)
    .execute();
  return person;
}

const notificationsOf = (userId: string) =>
  t.app.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();

describe('KYC', () => {
  it('declines a document in another person’s name, and accepts middle names and case', async () => {
    const { headers } = await unverified();
    await submitAddress(headers);
    const other = await submitPassport(
      headers,
      passport({ givenNames: 'Alice', lastName: 'Smith' }),
    );
    expect(other.json().data).toMatchObject({
      status: 'rejected',
      documentsVerified: false,
      rejectionReason: NAME_MISMATCH,
    });
    const again = await unverified();
    await submitAddress(again.headers);
    const own = await submitPassport(
      again.headers,
      passport({ givenNames: 'AVA Maria', lastName: 'lee' }),
    );
    expect(own.json().data).toMatchObject({ status: 'verified', documentsVerified: true });
  });

  it('starts at not_started and records the address and document choice', async () => {
    const { headers } = await unverified();
    expect(await status(headers)).toEqual({
      status: 'not_started',
      identityType: 'none',
      documentsVerified: false,
      pepStatus: 'not_checked',
      rejectionReason: null,
    });
    const response = await submitAddress(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'address_submitted',
      identityType: 'passport',
    });
    expect(await status(headers)).toMatchObject({ status: 'address_submitted' });
  });

  it('verifies a passport: documents verified, PEP not found, a success notification, no full number kept', async () => {
    const { user, headers } = await unverified();
    await submitAddress(headers);
    const response = await submitPassport(headers, passport({ passportNo: 'pa1234567' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'verified',
      identityType: 'passport',
      documentsVerified: true,
      pepStatus: 'not_found',
      rejectionReason: null,
    });
    const [notification] = await notificationsOf(user.user_id);
    expect(notification).toMatchObject({ title: NOTIFICATION_TITLES.kycSuccess, type: 'success' });
    const submission = await t.app.db
      .selectFrom('kyc_submissions')
      .selectAll()
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    expect(submission).toMatchObject({
      document_type: 'passport',
      document_last4: '4567',
      result: 'verified',
      pep_result: 'not_found',
    });
    expect(submission.provider_reference).toMatch(/^SBX-[0-9A-F]{12}$/);
    expect(JSON.stringify(submission)).not.toContain('PA1234567');

    const permissions = await t.app.inject({ method: 'GET', url: '/user/permissions', headers });
    expect(permissions.json().data.map((p: { type: string }) => p.type)).toContain('BUY');
    const again = await submitPassport(headers, passport());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your identity is already verified.');
  });

  it('declines a passport ending in 000 with a reason and a failure notification', async () => {
    const { user, headers } = await unverified();
    await submitAddress(headers);
    const response = await submitPassport(headers, passport({ passportNo: 'PA1234000' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'rejected',
      documentsVerified: false,
      pepStatus: 'not_checked',
      rejectionReason: expect.stringMatching(/could not verify that passport/),
    });
    const [notification] = await notificationsOf(user.user_id);
    expect(notification).toMatchObject({ title: NOTIFICATION_TITLES.kycFailure, type: 'error' });

    const retry = await submitLicence(headers, licence());
    expect(retry.json().data).toMatchObject({ status: 'verified', identityType: 'licence' });
  });

  it('declines a licence starting with X and an address with postcode 0000', async () => {
    const first = await unverified();
    await submitAddress(first.headers, { identityType: 'licence', address: ADDRESS });
    const declined = await submitLicence(first.headers, licence({ driversLicenceNo: 'x7654321' }));
    expect(declined.json().data).toMatchObject({
      status: 'rejected',
      rejectionReason: expect.stringMatching(/licence/),
    });
    const second = await unverified();
    await submitAddress(second.headers, {
      identityType: 'licence',
      address: { ...ADDRESS, postcode: '0000' },
    });
    const address = await submitLicence(second.headers, licence());
    expect(address.json().data).toMatchObject({
      status: 'rejected',
      rejectionReason: expect.stringMatching(/address/),
    });
  });

  it('finds a politically exposed person named Politician and holds back money permissions', async () => {
    const { user, headers } = await unverified('Politician');
    await submitAddress(headers);
    const response = await submitPassport(headers, passport({ lastName: 'Politician' }));
    expect(response.json().data).toMatchObject({
      status: 'verified',
      documentsVerified: true,
      pepStatus: 'found',
    });
    const [notification] = await notificationsOf(user.user_id);
    expect(notification).toMatchObject({ title: NOTIFICATION_TITLES.kycSuccess, type: 'warning' });
    const permissions = await t.app.inject({ method: 'GET', url: '/user/permissions', headers });
    expect(permissions.json().data).toEqual([{ type: 'LOGIN' }]);
  });

  it('asks for the address before a document, writing nothing', async () => {
    const { headers } = await unverified();
    const before = await rowCount(t.app.db, 'kyc_submissions');
    const response = await submitPassport(headers, passport());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Enter your residential address before your identity document.',
    );
    expect(await rowCount(t.app.db, 'kyc_submissions')).toBe(before);
  });

  it.each([
    [passport({ passportNo: '12345' }), 'Passport number is 1 or 2 letters followed by digits'],
    [passport({ passportExpiry: '31/02/2030' }), 'Invalid passport expiry date'],
    [passport({ dateOfBirth: '1990-06-15' }), 'Invalid date of birth'],
    [
      passport({ givenNames: 'Ava2' }),
      'Given names may contain letters, single spaces and hyphens only',
    ],
    [
      passport({ passportExpiry: '01/01/2020' }),
      'Your passport has expired. Use a current document.',
    ],
    [passport({ dateOfBirth: '01/01/2020' }), 'You must be 18 or older to use Wattle.'],
  ])('rejects passport %j with a message and writes nothing', async (body, message) => {
    const { user, headers } = await unverified();
    await submitAddress(headers);
    const before = await rowCount(t.app.db, 'kyc_submissions');
    const response = await submitPassport(headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowCount(t.app.db, 'kyc_submissions')).toBe(before);
    expect(await notificationsOf(user.user_id)).toEqual([]);
  });

  it.each([
    [licence({ driversLicenceExpiryDate: '99/99/2030' }), "Invalid driver's licence expiry date"],
    [licence({ driversLicenceNo: '12-34' }), 'Licence number may contain letters and digits only'],
    [licence({ driversLicenceCardNo: 'AB 12' }), 'Card number may contain letters and digits only'],
    [licence({ driversLicenceStateOfIssue: 'XYZ' }), 'Choose the state or territory'],
    [
      licence({ driversLicenceExpiryDate: '01/01/2001' }),
      'Your driver’s licence has expired. Use a current document.',
    ],
  ])('rejects licence %j with a message', async (body, message) => {
    const { headers } = await unverified();
    await submitAddress(headers, { identityType: 'licence', address: ADDRESS });
    const response = await submitLicence(headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    [{ identityType: 'none', address: ADDRESS }, 'Choose a driver’s licence or a passport'],
    [
      { identityType: 'passport', address: { ...ADDRESS, streetAddress: '12 Wattle St #4' } },
      'Enter the street number and name, without symbols',
    ],
    [
      { identityType: 'passport', address: { ...ADDRESS, postcode: '20100' } },
      'Postcode must be 4 digits',
    ],
    [
      { identityType: 'passport', address: { ...ADDRESS, state: 'QUEENSLAND' } },
      'Choose the state or territory',
    ],
    [
      { identityType: 'passport', address: { ...ADDRESS, suburb: '' } },
      'Suburb is a required field',
    ],
  ])('rejects the address form %j with a message and writes nothing', async (body, message) => {
    const { headers } = await unverified();
    const before = await rowCount(t.app.db, 'kyc_applications');
    const response = await submitAddress(headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowCount(t.app.db, 'kyc_applications')).toBe(before);
  });

  it('answers malformed JSON and wrong types with 400 and writes nothing', async () => {
    const { headers } = await unverified();
    const before = await rowCount(t.app.db, 'kyc_applications');
    for (const [method, url] of [
      ['POST', '/user/kyc'],
      ['PUT', '/user/kyc/passport'],
      ['PUT', '/user/kyc/drivers-licence'],
    ] as const) {
      const malformed = await t.app.inject({
        method,
        url,
        headers: { ...headers, ...MALFORMED_JSON },
        payload: MALFORMED_BODY,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('The request body is not valid JSON');
      const wrongTypes = await t.app.inject({ method, url, headers, payload: { address: 5 } });
      expect(wrongTypes.statusCode).toBe(400);
      expect(wrongTypes.json().message).toEqual(expect.any(String));
    }
    expect(await rowCount(t.app.db, 'kyc_applications')).toBe(before);
  });

  it('keeps each person’s KYC to themselves and needs a session', async () => {
    const first = await unverified();
    const second = await unverified();
    await submitAddress(first.headers);
    expect(await status(second.headers)).toMatchObject({ status: 'not_started' });
    expect((await t.app.inject({ method: 'GET', url: '/user/kyc' })).statusCode).toBe(401);
  });
});
