import * as ecc from '@bitcoinerlab/secp256k1';
import { ivms101MessageSchema } from '@wattle/shared/contracts';
import { Address, Signer } from 'bip322-js';
import { ECPairFactory } from 'ecpair';
import { sql } from 'kysely';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BTC_ADDRESS,
  checkTravelRule,
  estimate,
  estimateAndWithdraw,
  fundingCounts,
  simulateCryptoDeposit,
} from './helpers/funding.js';
import { balanceOf, expectLedgerSound } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { fundedCustomer, signedInUser } from './helpers/users.js';

const ECPair = ECPairFactory(ecc);
const REASON = 'Confirmed the payee with the exchange by e-mail';

let t: TestApp;
let lv1: Record<string, string>;
let lv2: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  lv1 = (await signedInUser(t.app, { role: 'support_lv1' })).headers;
  lv2 = (await signedInUser(t.app, { role: 'support_lv2' })).headers;
});
afterAll(async () => {
  await expectLedgerSound(t.app.db);
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

const holding = (assetId: string, amount: string) => fundedCustomer(t.app, { [assetId]: amount });

const exchangeAccount = (beneficiaryName: string, exchange = 'kraken', exchangeName?: string) => ({
  owner: 'other',
  walletKind: 'exchange',
  exchange,
  ...(exchangeName ? { exchangeName } : {}),
  beneficiaryName,
});
const OWN_WALLET = { owner: 'self', walletKind: 'self_hosted' };
const SEND = { asset: 'BTC', amount: '0.1', address: BTC_ADDRESS };
/** The fee estimate for SEND as the customer asks it, with no Travel Rule answers given first. */
const estimateAsIs = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/custodial/withdraw/estimate', headers, payload: SEND });

/** A fresh Bitcoin key and its native SegWit and legacy addresses. */
function bitcoinKey() {
  const key = ECPair.makeRandom();
  return {
    wif: key.toWIF(),
    segwit: Address.convertPubKeyIntoAddress(key.publicKey, 'p2wpkh').mainnet,
    legacy: Address.convertPubKeyIntoAddress(key.publicKey, 'p2pkh').mainnet,
  };
}

async function challengeFor(headers: Record<string, string>, asset: string, address: string) {
  const response = await post('/travel-rule/proofs/challenge', headers, { asset, address });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { message: string; signing: string | null } }>().data;
}

const records = (userId: string) =>
  t.app.db
    .selectFrom('travel_rule_records')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

describe('Travel Rule answers before the fee estimate', () => {
  it('refuses an estimate for a destination with no answers, writing nothing', async () => {
    const { headers } = await holding('btc', '1');
    const before = await fundingCounts(t.app.db);
    const response = await estimateAsIs(headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TravelRuleAnswersRequiredError');
    expect(await fundingCounts(t.app.db)).toEqual(before);
  });

  it('needs the payee’s full name for someone else’s wallet and the exchange for an account', async () => {
    const { headers } = await holding('btc', '1');
    const noName = await checkTravelRule(t.app, headers, SEND, {
      owner: 'other',
      walletKind: 'self_hosted',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('full name of the person');
    const noExchange = await checkTravelRule(t.app, headers, SEND, {
      owner: 'self',
      walletKind: 'exchange',
    });
    expect(noExchange.statusCode).toBe(400);
    expect(noExchange.body).toContain('Choose the exchange');
    const otherUnnamed = await checkTravelRule(t.app, headers, SEND, {
      owner: 'self',
      walletKind: 'exchange',
      exchange: 'other',
    });
    expect(otherUnnamed.statusCode).toBe(400);
    const badAddress = await checkTravelRule(
      t.app,
      headers,
      { ...SEND, address: 'nope' },
      OWN_WALLET,
    );
    expect(badAddress.statusCode).toBe(400);
    expect((await get('/travel-rule/destinations', headers)).json().data).toEqual([]);
  });

  it('keeps the answers per destination, for the address book and the next withdrawal', async () => {
    const { headers } = await holding('btc', '1');
    await checkTravelRule(t.app, headers, SEND, exchangeAccount('Jane Citizen', 'coinspot'));
    expect((await get('/travel-rule/destinations', headers)).json().data).toEqual([
      {
        asset: 'BTC',
        address: BTC_ADDRESS,
        owner: 'other',
        walletKind: 'exchange',
        exchange: 'coinspot',
        exchangeName: 'CoinSpot',
        beneficiaryName: 'Jane Citizen',
        proof: null,
      },
    ]);
  });
});

describe('an exchange account: the IVMS 101 message and the exchange’s answer', () => {
  it('accepted: the name matches, the withdrawal goes once, and its record says so', async () => {
    const { user, headers } = await holding('btc', '1');
    const check = await checkTravelRule(t.app, headers, SEND, exchangeAccount('Jane Citizen'));
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      status: 'accepted',
      cleared: true,
      nameMatch: 'match',
      beneficiaryName: 'Jane Citizen',
      exchangeName: 'Kraken',
    });
    const { withdrawn } = await estimateAndWithdraw(t.app, headers, SEND);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const transferId = withdrawn.json().data.paymentTransferId as string;
    const [record] = await records(user.user_id);
    expect(record).toMatchObject({ status: 'accepted', amount: '10000000' });
    // What went to the exchange is a valid IVMS 101 message naming both people.
    const message = ivms101MessageSchema.parse(record?.message);
    expect(JSON.stringify(message.beneficiary)).toContain('Citizen');
    expect(JSON.stringify(message.originator)).toContain(user.last_name);
    const detail = await get(`/travel-rule/transfers/${transferId}`, headers);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ status: 'accepted', paymentTransferId: transferId });
    // The clearance was used: the next withdrawal needs the exchange's answer again.
    const again = await estimateAsIs(headers);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('TravelRuleNotClearedError');
  });

  it('rejected: no estimate, no withdrawal, the money stays in the balance', async () => {
    const { user, headers } = await holding('btc', '1');
    const check = await checkTravelRule(t.app, headers, SEND, exchangeAccount('Sam Rejected'));
    expect(check.json().data).toMatchObject({ status: 'rejected', cleared: false });
    const before = await fundingCounts(t.app.db);
    const { estimated } = await estimateAndWithdraw(t.app, headers, SEND);
    expect(estimated.statusCode).toBe(403);
    expect(estimated.json().code).toBe('TravelRuleNotClearedError');
    expect(estimated.json().message).toContain('will not accept');
    expect(await fundingCounts(t.app.db)).toEqual(before);
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('1');
  });

  it('name mismatch: shown before sending; support_lv2 approves with a reason, audited', async () => {
    const { user, headers } = await holding('btc', '1');
    const check = await checkTravelRule(t.app, headers, SEND, exchangeAccount('Jo Mismatch'));
    const { recordId, ...answer } = check.json().data;
    expect(answer).toMatchObject({
      status: 'name_mismatch',
      cleared: false,
      nameMatch: 'mismatch',
    });
    expect(answer.message).toContain('different name');
    expect((await estimate(t.app, headers, SEND)).statusCode).toBe(403);
    // Asking again does not send a second message while support has the case.
    const repeat = await checkTravelRule(t.app, headers, SEND, exchangeAccount('Jo Mismatch'));
    expect(repeat.json().data.recordId).toBe(recordId);

    const cases = (await get('/support/travel-rule/cases', lv1)).json().data as {
      recordId: string;
    }[];
    expect(cases.map((open) => open.recordId)).toContain(recordId);
    const url = `/support/travel-rule/${recordId}/resolve`;
    expect((await post(url, lv1, { decision: 'approved', reason: REASON })).statusCode).toBe(403);
    expect((await post(url, lv2, { decision: 'approved', reason: 'ok' })).statusCode).toBe(400);
    const resolved = await post(url, lv2, { decision: 'approved', reason: REASON });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({
      resolution: 'approved',
      resolutionReason: REASON,
    });
    expect((await post(url, lv2, { decision: 'refused', reason: REASON })).statusCode).toBe(409);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_user_id', '=', user.user_id)
      .where('action', '=', 'travel_rule.approved')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toMatchObject({ recordId, reason: REASON });

    const { withdrawn } = await estimateAndWithdraw(t.app, headers, SEND);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  });

  it('unreachable (an exchange not on the network, or the network failing): support refuses', async () => {
    const { user, headers } = await holding('btc', '1');
    const tiny = exchangeAccount('Jane Citizen', 'other', 'Tiny Exchange');
    const check = await checkTravelRule(t.app, headers, SEND, tiny);
    expect(check.json().data).toMatchObject({ status: 'unreachable', cleared: false });
    const { recordId } = check.json().data;
    const refused = await post(`/support/travel-rule/${recordId}/resolve`, lv2, {
      decision: 'refused',
      reason: REASON,
    });
    expect(refused.statusCode).toBe(200);
    const { estimated } = await estimateAndWithdraw(t.app, headers, SEND);
    expect(estimated.statusCode).toBe(403);
    expect(estimated.json().message).toContain('could not confirm');
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('1');

    vi.spyOn(t.app.providers.travelRule, 'send').mockRejectedValue(new Error('timeout'));
    const failing = await checkTravelRule(t.app, headers, SEND, exchangeAccount('Jane Citizen'));
    expect(failing.json().data).toMatchObject({ status: 'unreachable', cleared: false });
  });
});

describe('the customer’s own self-hosted wallet: proof of control', () => {
  it('a BIP-322 signature by the address’s key proves it; a wrong one does not', async () => {
    const { user, headers } = await holding('btc', '1');
    const key = bitcoinKey();
    const send = { ...SEND, address: key.segwit };
    const first = await checkTravelRule(t.app, headers, send, OWN_WALLET);
    expect(first.json().data).toMatchObject({ status: 'proof_required', cleared: false });
    const unproven = await estimate(t.app, headers, send);
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().code).toBe('OwnershipProofRequiredError');

    const { message, signing } = await challengeFor(headers, 'BTC', key.segwit);
    expect(signing).toBe('bitcoin');
    const stranger = bitcoinKey();
    const proofUrl = '/travel-rule/proofs/signature';
    const wrongKey = Signer.sign(stranger.wif, stranger.segwit, message);
    const wrongMessage = Signer.sign(key.wif, key.segwit, 'something else');
    for (const signature of [wrongKey, wrongMessage, 'not a signature']) {
      const refused = await post(proofUrl, headers, {
        asset: 'BTC',
        address: key.segwit,
        signature,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('SignatureInvalidError');
    }
    const signature = Signer.sign(key.wif, key.segwit, message);
    const proved = await post(proofUrl, headers, { asset: 'BTC', address: key.segwit, signature });
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json().data.proof).toBe('signature');

    const { withdrawn } = await estimateAndWithdraw(t.app, headers, send);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [record] = await records(user.user_id);
    expect(record).toMatchObject({ status: 'self_hosted', owner: 'self' });
    expect(ivms101MessageSchema.safeParse(record?.message).success).toBe(true);
  });

  it('takes a legacy Bitcoin message signature from a 1… address', async () => {
    const { headers } = await holding('btc', '1');
    const key = bitcoinKey();
    await checkTravelRule(t.app, headers, { ...SEND, address: key.legacy }, OWN_WALLET);
    const { message } = await challengeFor(headers, 'BTC', key.legacy);
    const signature = Signer.sign(key.wif, key.legacy, message);
    const proved = await post('/travel-rule/proofs/signature', headers, {
      asset: 'BTC',
      address: key.legacy,
      signature,
    });
    expect(proved.statusCode, proved.body).toBe(200);
  });

  it('an EIP-191 signature proves an Ethereum wallet; another account’s does not', async () => {
    const { headers } = await holding('eth', '2');
    const account = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());
    const send = { asset: 'ETH', amount: '0.1', address: account.address };
    await checkTravelRule(t.app, headers, send, OWN_WALLET);
    const { message, signing } = await challengeFor(headers, 'ETH', account.address);
    expect(signing).toBe('ethereum');
    const url = '/travel-rule/proofs/signature';
    const forged = await other.signMessage({ message });
    const refused = await post(url, headers, {
      asset: 'ETH',
      address: account.address,
      signature: forged,
    });
    expect(refused.statusCode).toBe(400);
    const signature = await account.signMessage({ message });
    const proved = await post(url, headers, { asset: 'ETH', address: account.address, signature });
    expect(proved.statusCode, proved.body).toBe(200);
    expect((await estimate(t.app, headers, send)).statusCode).toBe(200);
  });

  it('a test deposit from the wallet proves it too', async () => {
    const { user, headers } = await holding('btc', '1');
    const key = bitcoinKey();
    await checkTravelRule(t.app, headers, { ...SEND, address: key.segwit }, OWN_WALLET);
    const deposit = await simulateCryptoDeposit(t.app, {
      asset: 'BTC',
      amount: '0.0001',
      userId: user.user_id,
      fromAddress: key.segwit,
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const [destination] = (await get('/travel-rule/destinations', headers)).json().data;
    expect(destination.proof).toBe('test_deposit');
  });

  it('refuses a proof for a wallet that is not answered as the customer’s own', async () => {
    const { headers } = await holding('btc', '1');
    await checkTravelRule(t.app, headers, SEND);
    const response = await post('/travel-rule/proofs/challenge', headers, {
      asset: 'BTC',
      address: BTC_ADDRESS,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('deposits and records', () => {
  it('keeps the originator a sending exchange passed on, and flags a deposit without it', async () => {
    const { user } = await holding('btc', '0');
    const withOriginator = await simulateCryptoDeposit(t.app, {
      asset: 'BTC',
      amount: '0.5',
      userId: user.user_id,
      fromAddress: BTC_ADDRESS,
      sendingExchange: 'Kraken',
      originatorName: 'Alex Sender',
    });
    expect(withOriginator.json().data.status).toBe('complete');
    const without = await simulateCryptoDeposit(t.app, {
      asset: 'BTC',
      amount: '0.25',
      userId: user.user_id,
      sendingExchange: 'Kraken',
    });
    // Credited all the same.
    expect(without.json().data).toMatchObject({ status: 'complete', credited: '0.25' });
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0.75');
    const [received, flagged] = await records(user.user_id);
    expect(received).toMatchObject({
      direction: 'incoming',
      status: 'received',
      originator_name: 'Alex Sender',
    });
    expect(ivms101MessageSchema.safeParse(received?.message).success).toBe(true);
    expect(flagged).toMatchObject({ status: 'missing_originator' });
    const cases = (await get('/support/travel-rule/cases', lv1)).json().data as {
      recordId: string;
    }[];
    expect(cases.map((open) => open.recordId)).toContain(flagged?.record_id);
    const staffView = await get(`/support/users/${user.user_id}/travel-rule`, lv1);
    expect(staffView.json().data).toHaveLength(2);
    const nobody = await get(`/support/users/${crypto.randomUUID()}/travel-rule`, lv1);
    expect(nobody.statusCode).toBe(404);
  });

  it('fits names longer than IVMS 101 allows, and takes any export range, without a 5xx', async () => {
    const { user } = await holding('btc', '0');
    const deposit = await simulateCryptoDeposit(t.app, {
      asset: 'BTC',
      amount: '0.01',
      userId: user.user_id,
      sendingExchange: 'An exchange with a rather long trading name indeed, for testing',
      originatorName: `Alex ${'x'.repeat(130)}`,
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const [record] = await records(user.user_id);
    expect(ivms101MessageSchema.safeParse(record?.message).success).toBe(true);
    const early = await get('/support/travel-rule/export.csv?from=0001-01-01T00:00:00Z', lv2);
    expect(early.statusCode).toBe(200);
    const bad = await get('/support/travel-rule/export.csv?from=yesterday', lv2);
    expect(bad.statusCode).toBe(400);
  });

  it('keeps every record seven years: the database refuses to delete one', async () => {
    const { user, headers } = await holding('btc', '1');
    await checkTravelRule(t.app, headers, SEND, exchangeAccount('Jane Citizen'));
    const [record] = await records(user.user_id);
    if (!record) throw new Error('No record was kept');
    const years =
      (record.keep_until.getTime() - record.created_at.getTime()) / (365.25 * 86_400_000);
    expect(Math.round(years)).toBe(7);
    await expect(
      sql`delete from travel_rule_records where user_id = ${user.user_id}`.execute(t.app.db),
    ).rejects.toThrow(/kept until/);
    expect(await records(user.user_id)).toHaveLength(1);
  });

  it('exports the records as CSV for support_lv2, with the IVMS 101 message, audited', async () => {
    const { headers } = await holding('btc', '1');
    await checkTravelRule(t.app, headers, SEND, exchangeAccount('Csv Person'));
    expect((await get('/support/travel-rule/export.csv', lv1)).statusCode).toBe(403);
    const csv = await get('/support/travel-rule/export.csv', lv2);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Csv Person"');
    expect(csv.body).toContain('beneficiaryPersons');
    const exported = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'travel_rule.exported')
      .execute();
    expect(exported.length).toBeGreaterThan(0);
  });

  it('refuses a malformed IVMS 101 message: an originator nobody could tell apart', () => {
    const bare = {
      originator: {
        originatorPersons: [
          {
            naturalPerson: {
              name: {
                nameIdentifier: [{ primaryIdentifier: 'Citizen', nameIdentifierType: 'LEGL' }],
              },
            },
          },
        ],
      },
      beneficiary: {
        beneficiaryPersons: [
          {
            naturalPerson: {
              name: { nameIdentifier: [{ primaryIdentifier: 'Lee', nameIdentifierType: 'LEGL' }] },
            },
          },
        ],
      },
    };
    expect(ivms101MessageSchema.safeParse(bare).success).toBe(false);
    const [originator] = bare.originator.originatorPersons;
    const addressed = {
      ...bare,
      originator: {
        originatorPersons: [
          { naturalPerson: { ...originator?.naturalPerson, customerIdentification: 'W-1' } },
        ],
      },
    };
    expect(ivms101MessageSchema.safeParse(addressed).success).toBe(true);
  });
});
