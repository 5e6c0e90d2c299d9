import type { HistoryGroupPage, Transaction } from '@wattle/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionIds } from '../src/modules/ledger/transaction-ids.js';
import { getData } from './helpers/http.js';
import { expectLedgerSound } from './helpers/ledger.js';
import { buildTestApp, createTestApp, type TestApp } from './helpers/test-app.js';
import { trade, tradeId } from './helpers/trading.js';
import { referredCustomer, signedInCustomer, signedInUser } from './helpers/users.js';

type Headers = Record<string, string>;

let t: TestApp;
let alice: { userId: string; headers: Headers };
let bob: { userId: string; headers: Headers };
let buyId = '';

const get = (url: string, headers: Headers, app = t.app) =>
  app.inject({ method: 'GET', url, headers });
const data = <T>(url: string, headers: Headers, app = t.app) => getData<T>(app, url, headers);
const transactions = (headers: Headers, query = '') =>
  data<Transaction[]>(`/transaction/trade-transactions${query}`, headers);

/** The posting ids behind a customer's movements, as the database numbers them. */
async function postingIds(userId: string): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.account_id', 'postings.account_id')
    .select('postings.posting_id')
    .where('ledger_accounts.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.posting_id);
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedInCustomer(t.app, { aud: '3000' });
  bob = await signedInCustomer(t.app, { aud: '300' });
  buyId = await tradeId(t.app, alice.headers, {
    cryptoAssetId: 'btc',
    orderAmount: '1000',
    orderType: 'buy',
  });
  await trade(t.app, bob.headers, { cryptoAssetId: 'eth', orderAmount: '100', orderType: 'buy' });
});
afterAll(async () => {
  await expectLedgerSound(t.app.db);
  await t.close();
});

describe('transaction ids customers see', () => {
  it('are opaque: no posting number, nothing that counts or orders movements', async () => {
    const rows = await transactions(alice.headers);
    const numbers = await postingIds(alice.userId);
    expect(rows).toHaveLength(numbers.length);
    for (const row of rows) {
      expect(row.transactionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(numbers).not.toContain(row.transactionId);
    }
    expect(new Set(rows.map((row) => row.transactionId)).size).toBe(rows.length);
  });

  it('are the same every time and on every API instance', async () => {
    const first = await transactions(alice.headers);
    const second = await buildTestApp(t.database);
    try {
      const again = await data<Transaction[]>(
        '/transaction/trade-transactions',
        alice.headers,
        second,
      );
      expect(again.map((row) => row.transactionId)).toEqual(first.map((row) => row.transactionId));
    } finally {
      await second.close();
    }
  });

  it('page the list as its cursor; a posting number, a made-up or another’s id is refused', async () => {
    const all = await transactions(alice.headers);
    const cursor = all[1]?.transactionId ?? '';
    expect(await transactions(alice.headers, `?before=${cursor}`)).toEqual(all.slice(2));
    const [number] = await postingIds(alice.userId);
    const bobs = await transactions(bob.headers);
    const tampered = `${cursor.slice(0, 10)}${cursor[10] === 'A' ? 'B' : 'A'}${cursor.slice(11)}`;
    for (const before of [number, tampered, bobs[0]?.transactionId, 'A'.repeat(22)]) {
      const response = await get(
        `/transaction/trade-transactions?before=${before ?? ''}`,
        alice.headers,
      );
      expect(response.statusCode, before).toBe(400);
    }
  });

  it('name their order at GET /transaction/trade-transactions/{id}, as its trade id does', async () => {
    const byTrade = await data<Transaction[]>(
      `/transaction/trade-transactions/${buyId}`,
      alice.headers,
    );
    expect(byTrade).toHaveLength(4);
    for (const leg of byTrade) {
      expect(
        await data<Transaction[]>(
          `/transaction/trade-transactions/${leg.transactionId}`,
          alice.headers,
        ),
      ).toEqual(byTrade);
    }
    const deposit = (await transactions(alice.headers)).find((row) => row.type === 'deposit');
    expect(
      await data<Transaction[]>(
        `/transaction/trade-transactions/${deposit?.transactionId ?? ''}`,
        alice.headers,
      ),
    ).toEqual([deposit]);
    const bobs = await transactions(bob.headers);
    const [number] = await postingIds(alice.userId);
    for (const id of [bobs[0]?.transactionId ?? '', 'B'.repeat(22)]) {
      expect((await get(`/transaction/trade-transactions/${id}`, alice.headers)).statusCode).toBe(
        404,
      );
    }
    expect((await get(`/transaction/trade-transactions/${number}`, alice.headers)).statusCode).toBe(
      400,
    );
  });

  it('are what the grouped history and its cursor carry for a Bonus', async () => {
    const referrer = await signedInUser(t.app);
    const friend = await referredCustomer(t.app, referrer.user.user_id, '500');
    for (let i = 0; i < 2; i += 1) {
      await trade(t.app, friend.headers, {
        cryptoAssetId: 'btc',
        orderAmount: '200',
        orderType: 'buy',
      });
    }
    const numbers = await postingIds(referrer.user.user_id);
    const first = await data<HistoryGroupPage>('/transaction/history?limit=1', referrer.headers);
    const [bonus] = first.groups;
    expect(bonus?.kind).toBe('bonus');
    expect(bonus?.groupId).toBe(bonus?.legs[0]?.transactionId);
    expect(numbers).not.toContain(bonus?.groupId);
    const cursorText = Buffer.from(first.nextCursor ?? '', 'base64url').toString('utf8');
    expect(cursorText.split('.').at(-1)).toBe(bonus?.groupId);
    const second = await data<HistoryGroupPage>(
      `/transaction/history?limit=1&cursor=${first.nextCursor ?? ''}`,
      referrer.headers,
    );
    expect(second.groups.map((group) => group.kind)).toEqual(['bonus']);
    expect(second.groups[0]?.groupId).not.toBe(bonus?.groupId);
  });
});

describe('TransactionIds', () => {
  const ids = new TransactionIds(Buffer.alloc(32, 7));

  it('turns a posting id into 22 characters and back, and nothing else into one', () => {
    for (const postingId of ['1', '2', '41', '9007199254740993', '18446744073709551615']) {
      const publicId = ids.toPublic(postingId);
      expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(ids.toPosting(publicId)).toBe(postingId);
    }
    expect(ids.toPublic('1')).not.toBe(new TransactionIds(Buffer.alloc(32, 8)).toPublic('1'));
    const real = ids.toPublic('42');
    // The last character carries 2 spare bits: only the canonical spelling is an id.
    const spare = `${real.slice(0, 21)}${String.fromCharCode(real.charCodeAt(21) + 1)}`;
    for (const other of ['42', '', 'A'.repeat(22), `${real}A`, spare, real.replace(/./, '-')]) {
      if (other !== real) expect(ids.toPosting(other)).toBeNull();
    }
  });
});
