import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const suggest = (q: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/user/address-suggestions?q=${encodeURIComponent(q)}`,
    headers,
  });

describe('address suggestions', () => {
  it('answers only a signed-in person', async () => {
    expect((await suggest('3/12 Smith St')).statusCode).toBe(401);
  });

  it('offers the addresses that match, with the unit and number as typed', async () => {
    const { headers } = await signedInUser(t.app, { verified: false });
    const response = await suggest('3/12 Smith St fitz', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: expect.any(String),
        label: '3/12 Smith Street, Fitzroy VIC 3065',
        streetAddress: '3/12 Smith Street',
        suburb: 'Fitzroy',
        state: 'VIC',
        postcode: '3065',
      },
    ]);
    const range = await suggest('12-14 Smith St', headers);
    expect(range.json().data.map((address: { label: string }) => address.label)).toEqual([
      '12-14 Smith Street, Fitzroy VIC 3065',
      '12-14 Smith Street, Summer Hill NSW 2130',
      '12-14 Smith Street, Darwin City NT 0800',
    ]);
    expect((await suggest('12 Nowhere Lane', headers)).json().data).toEqual([]);
  });

  it('refuses a query too short or too long with a 400 naming the rule', async () => {
    const { headers } = await signedInUser(t.app, { verified: false });
    const short = await suggest('12', headers);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 3 characters');
    expect((await suggest('1 '.repeat(70), headers)).statusCode).toBe(400);
    expect((await suggest('   ', headers)).statusCode).toBe(400);
  });

  it('stops a person after 60 searches a minute, and not the next person', async () => {
    const { headers } = await signedInUser(t.app, { verified: false });
    for (let i = 0; i < 60; i += 1) {
      expect((await suggest(`${i + 1} Smith St`, headers)).statusCode).toBe(200);
    }
    const refused = await suggest('61 Smith St', headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many address searches\. Try again /);
    const other = await signedInUser(t.app, { verified: false });
    expect((await suggest('61 Smith St', other.headers)).statusCode).toBe(200);
  });

  it('lets the chosen unit or range address through the KYC address step, written one way', async () => {
    const { user, headers } = await signedInUser(t.app, { verified: false });
    await t.app.db
      .updateTable('users')
      .set({ email_verified: true, phone_verified: true, phone_number: '+61400000002' })
      .where('user_id', '=', user.user_id)
      .execute();
    const address = { suburb: 'Fitzroy', state: 'VIC', postcode: '3065' };
    const submit = (streetAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/user/kyc',
        headers,
        payload: { identityType: 'passport', address: { ...address, streetAddress } },
      });
    expect((await submit('12 - 14 Smith Street')).statusCode).toBe(200);
    const stored = () =>
      t.app.db
        .selectFrom('kyc_applications')
        .select('street_address')
        .where('user_id', '=', user.user_id)
        .executeTakeFirstOrThrow();
    expect((await stored()).street_address).toBe('12-14 Smith Street');
    expect((await submit('3/12 Smith Street')).statusCode).toBe(200);
    expect((await stored()).street_address).toBe('3/12 Smith Street');
    const symbol = await submit('3/12 Smith Street #4');
    expect(symbol.statusCode).toBe(400);
    expect((await stored()).street_address).toBe('3/12 Smith Street');
  });
});
