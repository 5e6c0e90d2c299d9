import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  estimate,
  registerOwnWithdrawAccount,
  SOL_ADDRESS,
  withdrawCrypto,
  withdrawFiat,
} from './helpers/funding.js';
import { balanceOf, expectLedgerSound, fund } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

/**
 * Many withdrawals at once against one balance and one daily limit. Only PostgreSQL runs them
 * truly in parallel; PGlite is one session.
 */
const onPostgres = process.env.WATTLE_TEST_DB === 'postgres';

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(async () => {
  if (!onPostgres) return;
  await expectLedgerSound(t.app.db);
  await t.close();
});

type Response = { statusCode: number; json: () => { code?: string } };
const tally = (responses: Response[]) => {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const key = response.statusCode === 200 ? 'ok' : (response.json().code ?? 'other');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe.skipIf(!onPostgres)('concurrent withdrawals (PostgreSQL)', () => {
  it('pays exactly the affordable AUD withdrawals: 25 × $100 against $1,000', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '1000');
    await registerOwnWithdrawAccount(t.app, headers);
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => withdrawFiat(t.app, headers, { amount: '100' })),
    );
    expect(tally(responses)).toEqual({ ok: 10, InsufficientFundsError: 15 });
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('0');
  });

  it('sends exactly the affordable coin withdrawals: 15 × (1 + 0.01) SOL against 10 SOL', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'sol', '10');
    const quotes = [];
    for (let i = 0; i < 15; i += 1) {
      const response = await estimate(t.app, headers, {
        asset: 'SOL',
        amount: '1',
        address: SOL_ADDRESS,
      });
      expect(response.statusCode).toBe(200);
      quotes.push(response.json().data);
    }
    const responses = await Promise.all(
      quotes.map((quote) => withdrawCrypto(t.app, headers, quote)),
    );
    expect(tally(responses)).toEqual({ ok: 9, InsufficientFundsError: 6 });
    expect(await balanceOf(t.app.db, user.user_id, 'sol')).toBe('0.91');
  });

  it('uses one estimate once when it is sent twenty times at once', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'sol', '10');
    const quote = (
      await estimate(t.app, headers, { asset: 'SOL', amount: '1', address: SOL_ADDRESS })
    ).json().data;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => withdrawCrypto(t.app, headers, quote)),
    );
    expect(tally(responses)).toEqual({ ok: 1, EstimateUsedError: 19 });
    expect(await balanceOf(t.app.db, user.user_id, 'sol')).toBe('8.99');
  });

  it('keeps parallel withdrawals within the daily limit: 8 × $10,000 against $50,000', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '100000');
    await registerOwnWithdrawAccount(t.app, headers);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => withdrawFiat(t.app, headers, { amount: '10000' })),
    );
    expect(tally(responses)).toEqual({ ok: 5, withdrawal_limit_exceeded: 3 });
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('50000');
  });

  it('debits once for one Idempotency-Key sent ten times at once', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '1000');
    await registerOwnWithdrawAccount(t.app, headers);
    const key = { 'idempotency-key': `parallel-${user.user_id}` };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => withdrawFiat(t.app, headers, { amount: '100' }, key)),
    );
    expect(tally(responses)).toEqual({ ok: 10 });
    const ids = new Set(responses.map((response) => response.json().data.paymentTransferId));
    expect(ids.size).toBe(1);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('900');
  });
});
