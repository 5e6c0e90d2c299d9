import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TITLES } from '@wattle/shared/contracts';
import { describe, expect, it } from 'vitest';
import { postWithdrawal } from '../src/modules/ledger/transfer-postings.js';
import { insertTransfer } from '../src/modules/funding/transfer-repository.js';
import type { NewTransfer } from '../src/modules/funding/transfer-repository.js';
import {
  BTC_ADDRESS,
  notificationTitles,
  registerWithdrawAccount,
  SOL_ADDRESS,
} from './helpers/funding.js';
import { balanceOf, fund } from './helpers/ledger.js';
import { buildTestApp, useTestApp } from './helpers/test-app.js';
import { fundedCustomer, signedInUser } from './helpers/users.js';

const t = useTestApp();

/**
 * What a withdraw request commits before it asks the bank or the chain: the debit and the
 * pending transfer. Stopping right after is the crash we recover from.
 */
async function debitOnly(
  userId: string,
  assetId: string,
  units: bigint,
  feeUnits: bigint,
  destination: Pick<NewTransfer, 'method' | 'address' | 'withdraw_account_id' | 'counterparty'>,
): Promise<string> {
  const transferId = randomUUID();
  await t.app.db.transaction().execute(async (trx) => {
    const entryId = await postWithdrawal(trx, {
      userId,
      assetId,
      units,
      feeUnits,
      transferId,
      description: 'withdrawal, then the process stopped',
    });
    await insertTransfer(trx, {
      transfer_id: transferId,
      user_id: userId,
      type: 'withdrawal',
      status: 'pending',
      asset_id: assetId,
      amount: units,
      fee: feeUnits,
      entry_id: entryId,
      ...destination,
    });
  });
  return transferId;
}

/** A customer holding 5 SOL whose withdrawal of `units` (fee 0.01 SOL) was left pending. */
async function pendingSolWithdrawal(units: bigint) {
  const { user } = await fundedCustomer(t.app, { sol: '5' });
  const id = await debitOnly(user.user_id, 'sol', units, 10_000_000n, {
    method: 'chain',
    address: SOL_ADDRESS,
    withdraw_account_id: null,
    counterparty: '7EcDh…LtV',
  });
  return { user, id };
}

async function statusOf(transferId: string) {
  const row = await t.app.db
    .selectFrom('transfers')
    .select(['status', 'external_reference', 'refund_entry_id'])
    .where('transfer_id', '=', transferId)
    .executeTakeFirstOrThrow();
  return row;
}

describe('withdrawals left pending by a stopped process', () => {
  it('are settled when the API next starts, before it takes requests', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'btc', '1');
    await fund(t.app.db, user.user_id, 'aud', '500');
    const account = (await registerWithdrawAccount(t.app, headers)).json().data;
    const sent = await debitOnly(user.user_id, 'btc', 10_000_000n, 20_000n, {
      method: 'chain',
      address: BTC_ADDRESS,
      withdraw_account_id: null,
      counterparty: 'bc1qa…5mdq',
    });
    const bounced = await debitOnly(user.user_id, 'aud', 100_130_000_000_000_000_000n, 0n, {
      method: 'bank_transfer',
      address: null,
      withdraw_account_id: account.withdrawAccountId,
      counterparty: '062-000 ••••5678',
    });
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0.8998');
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('399.87');

    const restarted = await buildTestApp(t.database);
    try {
      expect((await statusOf(sent)).status).toBe('complete');
      expect((await statusOf(sent)).external_reference).toMatch(/^[0-9a-f]{64}$/);
      expect((await statusOf(bounced)).status).toBe('failed');
      expect((await statusOf(bounced)).refund_entry_id).not.toBeNull();
      expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0.8998');
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('500');
      const titles = await notificationTitles(t.app.db, user.user_id);
      expect(titles).toContain(NOTIFICATION_TITLES.withdrawSuccess);
      expect(titles).toContain(NOTIFICATION_TITLES.withdrawFailure);
    } finally {
      await restarted.close();
    }
  });

  it('are settled once, however many runs look at them', async () => {
    const { user, id } = await pendingSolWithdrawal(1_013_000_000n);
    const runs = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.app.inject({ method: 'POST', url: '/sandbox/transfers/settle' }),
      ),
    );
    expect(runs.every((run) => run.statusCode === 200)).toBe(true);
    expect((await statusOf(id)).status).toBe('failed');
    expect(await balanceOf(t.app.db, user.user_id, 'sol')).toBe('5');
    const refunds = await t.app.db
      .selectFrom('journal_entries')
      .innerJoin('postings', 'postings.entry_id', 'journal_entries.entry_id')
      .select('journal_entries.entry_id')
      .distinct()
      .where('postings.transfer_id', '=', id)
      .where('journal_entries.kind', '=', 'refund')
      .execute();
    expect(refunds).toHaveLength(1);
    const again = await t.app.inject({ method: 'POST', url: '/sandbox/transfers/settle' });
    expect(again.json().data.attempted).toBe(0);
  });

  it('cannot change once settled: the database refuses', async () => {
    const { id } = await pendingSolWithdrawal(1_000_000_000n);
    await t.app.inject({ method: 'POST', url: '/sandbox/transfers/settle' });
    expect((await statusOf(id)).status).toBe('complete');
    await expect(
      t.app.db
        .updateTable('transfers')
        .set({ status: 'pending', settled_at: null })
        .where('transfer_id', '=', id)
        .execute(),
    ).rejects.toThrow(/already complete/);
    await expect(
      t.app.db.deleteFrom('transfers').where('transfer_id', '=', id).execute(),
    ).rejects.toThrow(/append-only/);
  });
});
