import { KYC_IN_REVIEW_NOTICE, NOTIFICATION_TITLES } from '@wattle/shared/contracts';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_IN_USE, SAME_PERSON } from '../src/modules/identity/kyc/kyc-service.js';
import { latestCode } from './helpers/outbox.js';
import { useTestApp } from './helpers/test-app.js';
import { trade } from './helpers/trading.js';
import { createUser, referredCustomer, signedInUser, userRow } from './helpers/users.js';
import { kycApplicant } from './helpers/kyc.js';

const t = useTestApp();

type Headers = Record<string, string>;
const phone = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/user/verify/phone', headers, payload });

/** A verified customer whose mobile is `number`. */
async function holderOf(number: string) {
  const holder = await createUser(t.app.db);
  await t.app.db
    .updateTable('users')
    .set({ phone_number: number })
    .where('user_id', '=', holder.user_id)
    .execute();
  return holder;
}

const matchesOf = (userId: string) =>
  t.app.db
    .selectFrom('identity_matches')
    .select(['other_user_id', 'kind', 'status'])
    .where('user_id', '=', userId)
    .execute();

describe('one mobile, one account', () => {
  it('refuses a number verified on another account, says how to get help, and links them', async () => {
    const number = '+61487654321';
    const holder = await holderOf(number);
    const second = await signedInUser(t.app, { verified: false });
    expect((await phone(second.headers, { phoneNumber: number })).statusCode).toBe(200);
    const code = await latestCode(t.app, number);
    const refused = await phone(second.headers, { phoneNumber: number, otp: code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PhoneInUseError' });
    expect(refused.json().message).toMatch(/already verified on another Wattle account/);
    expect(refused.json().message).toMatch(/contact Wattle support/);
    const row = await userRow(t.app.db, second.user.user_id);
    expect(row.phone_verified).toBe(false);
    expect(await matchesOf(second.user.user_id)).toEqual([
      { other_user_id: holder.user_id, kind: 'phone', status: 'open' },
    ]);
    // The code is spent: trying it again finds none waiting.
    const again = await phone(second.headers, { phoneNumber: number, otp: code });
    expect(again.statusCode).toBe(400);

    const staff = await signedInUser(t.app, { role: 'support_lv1' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/support/identity-matches',
      headers: staff.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({
        kind: 'phone',
        status: 'open',
        email: second.user.email,
        otherEmail: holder.email,
      }),
    );
    const customer = await t.app.inject({
      method: 'GET',
      url: '/support/identity-matches',
      headers: second.headers,
    });
    expect(customer.statusCode).toBe(403);
  });

  it('still verifies a number nobody else has', async () => {
    const person = await signedInUser(t.app, { verified: false });
    const number = '+61487654322';
    await phone(person.headers, { phoneNumber: number });
    const verified = await phone(person.headers, {
      phoneNumber: number,
      otp: await latestCode(t.app, number),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await matchesOf(person.user.user_id)).toEqual([]);
  });
});

describe('referral bonus between linked accounts', () => {
  const referredBy = (referrerId: string) => referredCustomer(t.app, referrerId, '2000');
  const referralPostings = (userId: string) =>
    t.app.db
      .selectFrom('postings')
      .innerJoin('ledger_accounts', 'ledger_accounts.account_id', 'postings.account_id')
      .select('postings.amount')
      .where('ledger_accounts.user_id', '=', userId)
      .where('postings.transaction_type', '=', 'referral')
      .execute();
  const buy = async (headers: Headers) => {
    const { submitted } = await trade(t.app, headers, {
      cryptoAssetId: 'btc',
      orderAmount: '500',
      orderType: 'buy',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
  };

  it('never flows to a linked referrer, until staff say they are two people', async () => {
    const referrer = await createUser(t.app.db);
    const linked = await referredBy(referrer.user_id);
    await t.app.db
      .insertInto('identity_matches')
      .values({ user_id: linked.user.user_id, other_user_id: referrer.user_id, kind: 'phone' })
      .execute();
    await buy(linked.headers);
    expect(await referralPostings(referrer.user_id)).toEqual([]);

    const stranger = await referredBy(referrer.user_id);
    await buy(stranger.headers);
    expect(await referralPostings(referrer.user_id)).toHaveLength(1);

    await t.app.db
      .updateTable('identity_matches')
      .set({ status: 'different_people', resolved_at: new Date() })
      .where('user_id', '=', linked.user.user_id)
      .execute();
    await buy(linked.headers);
    expect(await referralPostings(referrer.user_id)).toHaveLength(2);
  });
});

/** A customer named Noah Park, e-mail and mobile verified, with an address on file. */
const applicant = (identityType: 'passport' | 'licence' = 'passport') =>
  kycApplicant(t.app, { firstName: 'Noah', lastName: 'Park' }, identityType, 'vic');

const passportOf = (headers: Headers, passportNo: string, dateOfBirth: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/user/kyc/passport',
    headers,
    payload: {
      passportNo,
      passportExpiry: '01/01/2032',
      givenNames: 'Noah',
      lastName: 'Park',
      dateOfBirth,
    },
  });
const licenceOf = (headers: Headers, number: string, state: string, dateOfBirth: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/user/kyc/drivers-licence',
    headers,
    payload: {
      givenNames: 'Noah James',
      lastName: 'Park',
      dateOfBirth,
      driversLicenceNo: number,
      driversLicenceExpiryDate: '01/01/2032',
      driversLicenceCardNo: 'CD123456',
      driversLicenceStateOfIssue: state,
    },
  });

describe('one document, one account', () => {
  it('refuses a passport verified on another account, says how to get help, and links them', async () => {
    const first = await applicant();
    const verified = await passportOf(first.headers, 'PN4455667', '02/02/1981');
    expect(verified.json().data).toMatchObject({ status: 'verified', documentsVerified: true });

    const second = await applicant();
    // In lower case, the same passport.
    const refused = await passportOf(second.headers, 'pn4455667', '03/03/1982');
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({
      status: 'rejected',
      documentsVerified: false,
      rejectionReason: DOCUMENT_IN_USE,
    });
    expect(DOCUMENT_IN_USE).toMatch(/contact Wattle support through the live chat/);
    expect((await userRow(t.app.db, second.user.user_id)).documents_verified).toBe(false);
    expect(await matchesOf(second.user.user_id)).toEqual([
      { other_user_id: first.user.user_id, kind: 'passport', status: 'open' },
    ]);
    // Only keyed hashes are kept, never the number.
    const kept = await t.app.db.selectFrom('identity_fingerprints').selectAll().execute();
    expect(JSON.stringify(kept)).not.toMatch(/4455667/);
  });

  it('refuses a licence verified on another account, but not the same number from another state', async () => {
    const first = await applicant('licence');
    const verified = await licenceOf(first.headers, 'L9081726', 'qld', '04/04/1983');
    expect(verified.json().data).toMatchObject({ status: 'verified' });

    const second = await applicant('licence');
    const refused = await licenceOf(second.headers, 'l9081726', 'qld', '05/05/1984');
    expect(refused.json().data).toMatchObject({
      status: 'rejected',
      rejectionReason: DOCUMENT_IN_USE,
    });
    expect(await matchesOf(second.user.user_id)).toEqual([
      { other_user_id: first.user.user_id, kind: 'licence', status: 'open' },
    ]);

    const third = await applicant('licence');
    const otherState = await licenceOf(third.headers, 'L9081726', 'wa', '06/06/1985');
    expect(otherState.json().data).toMatchObject({ status: 'verified', documentsVerified: true });
  });
});

describe('same name and date of birth: staff review', () => {
  const BIRTH = '07/07/1977';
  const NOTE = 'Different middle names and addresses; spoke to both by phone.';
  const decide = (headers: Headers, matchId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/support/identity-matches/${matchId}/decision`,
      headers,
      payload,
    });
  let licences = 0;
  async function reviewed() {
    const person = await applicant('licence');
    licences += 1;
    const response = await licenceOf(person.headers, `R${1000 + licences}`, 'nsw', BIRTH);
    expect(response.statusCode, response.body).toBe(200);
    return { person, response };
  }
  const matchIdOf = async (userId: string) =>
    (
      await t.app.db
        .selectFrom('identity_matches')
        .select('match_id')
        .where('user_id', '=', userId)
        .where('kind', '=', 'name_dob')
        .executeTakeFirstOrThrow()
    ).match_id;

  it('waits for staff, tells the customer, and support_lv2 decides (audited)', async () => {
    const first = await applicant();
    await passportOf(first.headers, 'PN7000001', BIRTH);
    const { person, response } = await reviewed();
    expect(response.json().data).toMatchObject({
      status: 'in_review',
      documentsVerified: false,
      rejectionReason: null,
    });
    const [notice] = await t.app.db
      .selectFrom('notifications')
      .select(['title', 'message'])
      .where('user_id', '=', person.user.user_id)
      .execute();
    expect(notice).toEqual({ title: NOTIFICATION_TITLES.kycReview, message: KYC_IN_REVIEW_NOTICE });
    expect(KYC_IN_REVIEW_NOTICE).toMatch(/contact Wattle support/);
    // No second try while staff look.
    const again = await passportOf(person.headers, 'PN7000002', BIRTH);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'KycInReview' });

    const matchId = await matchIdOf(person.user.user_id);
    const lv1 = await signedInUser(t.app, { role: 'support_lv1' });
    const lv2 = await signedInUser(t.app, { role: 'support_lv2' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/support/identity-matches',
      headers: lv1.headers,
    });
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ matchId, kind: 'name_dob', status: 'open' }),
    );
    const decision = { decision: 'different_people', note: NOTE };
    expect((await decide(lv1.headers, matchId, decision)).statusCode).toBe(403);
    expect((await decide(person.headers, matchId, decision)).statusCode).toBe(403);
    expect((await decide(lv2.headers, matchId, { decision: 'maybe', note: NOTE })).statusCode).toBe(
      400,
    );
    expect((await decide(lv2.headers, matchId, { ...decision, note: 'ok' })).statusCode).toBe(400);
    expect((await decide(lv2.headers, 'not-a-uuid', decision)).statusCode).toBe(400);
    const unknown = await decide(lv2.headers, '00000000-0000-4000-8000-000000000000', decision);
    expect(unknown.statusCode).toBe(404);
    expect(await matchesOf(person.user.user_id)).toEqual([
      { other_user_id: first.user.user_id, kind: 'name_dob', status: 'open' },
    ]);

    const decided = await decide(lv2.headers, matchId, decision);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toContainEqual(
      expect.objectContaining({ matchId, status: 'different_people' }),
    );
    const status = await t.app.inject({ method: 'GET', url: '/user/kyc', headers: person.headers });
    expect(status.json().data).toMatchObject({
      status: 'verified',
      documentsVerified: true,
      pepStatus: 'not_found',
    });
    expect((await decide(lv2.headers, matchId, decision)).statusCode).toBe(409);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('subject_user_id', '=', person.user.user_id)
      .execute();
    expect(audit).toEqual([
      { action: 'identity_match.different_people', actor_id: lv2.user.user_id },
    ]);
  });

  it('refuses the account when staff find the same person', async () => {
    const { person } = await reviewed();
    const lv2 = await signedInUser(t.app, { role: 'support_lv2' });
    const matchId = await matchIdOf(person.user.user_id);
    const decided = await decide(lv2.headers, matchId, { decision: 'same_person', note: NOTE });
    expect(decided.statusCode, decided.body).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/user/kyc', headers: person.headers });
    expect(status.json().data).toMatchObject({
      status: 'rejected',
      documentsVerified: false,
      rejectionReason: SAME_PERSON,
    });
  });
});
