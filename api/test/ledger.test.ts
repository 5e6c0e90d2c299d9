import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isInsufficientFunds } from '../src/modules/ledger/ledger-errors.js';
import {
  customerAccounts,
  holdAccount,
  systemAccount,
} from '../src/modules/ledger/ledger-account-repository.js';
import { findLedgerViolations } from '../src/modules/ledger/ledger-invariants.js';
import { postEntry, UnbalancedEntryError } from '../src/modules/ledger/posting-service.js';
import { postHeldDeposit, postWithdrawal } from '../src/modules/ledger/transfer-postings.js';
import { balanceOf, expectLedgerSound, fund, heldBalanceOf } from './helpers/ledger.js';
import { useTestApp } from './helpers/test-app.js';
import { createUser } from './helpers/users.js';

const t = useTestApp();

async function accountsFor(userId: string) {
  const customer = (await customerAccounts(t.app.db, userId, ['aud'])).get('aud') ?? '';
  const bank = await systemAccount(t.app.db, 'external_bank', 'aud');
  return { customer, bank };
}

/** A deposit entry through the posting service, in a transaction of its own. */
const postDepositEntry = (
  description: string,
  postings: Parameters<typeof postEntry>[1]['postings'],
) =>
  t.app.db
    .transaction()
    .execute((trx) => postEntry(trx, { kind: 'deposit', description, postings }));

/**
 * An AUD deposit entry written straight to the tables, one insert per posting, past the
 * posting service: what the database itself must refuse when it does not balance.
 */
function insertRawDeposit(description: string, postings: [accountId: string, amount: string][]) {
  return t.app.db.transaction().execute(async (trx) => {
    const entry = await trx
      .insertInto('journal_entries')
      .values({ kind: 'deposit', description })
      .returning('entry_id')
      .executeTakeFirstOrThrow();
    for (const [accountId, amount] of postings) {
      await trx
        .insertInto('postings')
        .values({
          entry_id: entry.entry_id,
          account_id: accountId,
          asset_id: 'aud',
          amount,
          transaction_type: 'deposit',
        })
        .execute();
    }
  });
}

describe('ledger', () => {
  it('credits a deposit and keeps balance = sum of postings', async () => {
    const user = await createUser(t.app.db);
    await fund(t.app.db, user.user_id, 'aud', '1000.50');
    await fund(t.app.db, user.user_id, 'aud', '0.50');
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('1001');
    await expectLedgerSound(t.app.db);
  });

  it('refuses, in code, an entry that does not balance', async () => {
    const user = await createUser(t.app.db);
    const { customer, bank } = await accountsFor(user.user_id);
    await expect(
      postDepositEntry('unbalanced', [
        { accountId: bank, assetId: 'aud', amount: -5n, type: 'deposit' },
        { accountId: customer, assetId: 'aud', amount: 6n, type: 'deposit' },
      ]),
    ).rejects.toBeInstanceOf(UnbalancedEntryError);
  });

  it('refuses, in the database, postings that do not balance', async () => {
    const user = await createUser(t.app.db);
    const { customer } = await accountsFor(user.user_id);
    const attempt = insertRawDeposit('raw', [[customer, '100']]);
    await expect(attempt).rejects.toThrow(/does not balance/);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('0');
  });

  it('refuses an entry balanced only across two statements: each insert must balance', async () => {
    const user = await createUser(t.app.db);
    const { customer, bank } = await accountsFor(user.user_id);
    const attempt = insertRawDeposit('split', [
      [bank, '-100'],
      [customer, '100'],
    ]);
    await expect(attempt).rejects.toThrow(/does not balance/);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('0');
  });

  it('refuses a posting whose asset is not its account’s asset', async () => {
    const user = await createUser(t.app.db);
    const { customer } = await accountsFor(user.user_id);
    const chain = await systemAccount(t.app.db, 'external_chain', 'btc');
    await expect(
      postDepositEntry('asset mismatch', [
        { accountId: chain, assetId: 'btc', amount: -5n, type: 'deposit' },
        { accountId: customer, assetId: 'btc', amount: 5n, type: 'deposit' },
      ]),
    ).rejects.toThrow(/foreign key/);
  });

  it('never lets a customer balance go below zero', async () => {
    const user = await createUser(t.app.db);
    await fund(t.app.db, user.user_id, 'aud', '10');
    const error = await t.app.db
      .transaction()
      .execute((trx) =>
        postWithdrawal(trx, {
          userId: user.user_id,
          assetId: 'aud',
          units: 10n * 10n ** 18n + 1n,
          feeUnits: 0n,
          description: 'too much',
        }),
      )
      .catch((caught: unknown) => caught);
    expect(isInsufficientFunds(error)).toBe(true);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('10');
  });

  it('keeps postings and entries append-only and balances untouchable', async () => {
    const user = await createUser(t.app.db);
    await fund(t.app.db, user.user_id, 'aud', '5');
    await expect(sql`update postings set amount = amount * 2`.execute(t.app.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from postings`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from journal_entries`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(
      sql`update ledger_accounts set balance = 1000000 where user_id = ${user.user_id}`.execute(
        t.app.db,
      ),
    ).rejects.toThrow(/only through postings/);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('5');
  });

  // Postings name their account without a foreign key lock (migration 0016): what that lock
  // guarded against — the account vanishing or changing hands — the database refuses itself.
  it('keeps every ledger account, with its id, owner and asset', async () => {
    const user = await createUser(t.app.db);
    await fund(t.app.db, user.user_id, 'aud', '5');
    const { customer } = await accountsFor(user.user_id);
    const other = await createUser(t.app.db);
    await expect(
      sql`delete from ledger_accounts where account_id = ${customer}`.execute(t.app.db),
    ).rejects.toThrow(/never deleted/);
    await expect(
      sql`update ledger_accounts set account_id = gen_random_uuid() where account_id = ${customer}`.execute(
        t.app.db,
      ),
    ).rejects.toThrow(/keeps its id, owner and asset/);
    await expect(
      sql`update ledger_accounts set user_id = ${other.user_id} where account_id = ${customer}`.execute(
        t.app.db,
      ),
    ).rejects.toThrow(/keeps its id, owner and asset/);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('5');
  });

  it('moves a balance by the sum of one statement’s postings, credits counted before debits', async () => {
    const user = await createUser(t.app.db);
    await fund(t.app.db, user.user_id, 'aud', '10');
    const { customer, bank } = await accountsFor(user.user_id);
    const units = (aud: number) => BigInt(aud) * 10n ** 18n;
    // Spends 15 of a 10 balance, after a credit of 6 in the same entry: 1 left.
    await postDepositEntry('credit then debit', [
      { accountId: customer, assetId: 'aud', amount: units(6), type: 'deposit' },
      { accountId: customer, assetId: 'aud', amount: -units(15), type: 'withdrawal' },
      { accountId: bank, assetId: 'aud', amount: units(9), type: 'withdrawal' },
    ]);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('1');
    const overdraft = await postDepositEntry('credit then too large a debit', [
      { accountId: customer, assetId: 'aud', amount: units(6), type: 'deposit' },
      { accountId: customer, assetId: 'aud', amount: -units(8), type: 'withdrawal' },
      { accountId: bank, assetId: 'aud', amount: units(2), type: 'withdrawal' },
    ]).catch((caught: unknown) => caught);
    expect(isInsufficientFunds(overdraft)).toBe(true);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('1');
  });

  it('opens one account per customer and asset, however often asked', async () => {
    const user = await createUser(t.app.db);
    const first = await customerAccounts(t.app.db, user.user_id, ['aud', 'btc', 'btc']);
    const second = await customerAccounts(t.app.db, user.user_id, ['btc', 'aud']);
    expect(first.size).toBe(2);
    expect(second.get('btc')).toBe(first.get('btc'));
  });
});

describe('deposit holds', () => {
  it('opens one hold per customer and asset, apart from their own account', async () => {
    const user = await createUser(t.app.db);
    const hold = await holdAccount(t.app.db, user.user_id, 'aud');
    expect(await holdAccount(t.app.db, user.user_id, 'aud')).toBe(hold);
    expect(hold).not.toBe((await accountsFor(user.user_id)).customer);
    const other = await createUser(t.app.db);
    expect(await holdAccount(t.app.db, other.user_id, 'aud')).not.toBe(hold);
    // Wattle's own accounts are still one per kind and asset, holds left out.
    const house = await systemAccount(t.app.db, 'house', 'aud');
    await sql`insert into ledger_accounts (kind, asset_id) values ('house', 'aud')
      on conflict (kind, asset_id)
      where kind <> 'customer' and kind <> 'deposit_hold' and kind <> 'order_hold' do nothing`.execute(
      t.app.db,
    );
    expect(await systemAccount(t.app.db, 'house', 'aud')).toBe(house);
  });

  it('checks holds as it checks customer balances: sum of postings, and the deposits on hold', async () => {
    const user = await createUser(t.app.db);
    const violations = await t.app.db
      .transaction()
      .execute(async (trx) => {
        // Money put on hold with no held deposit to show for it: a bug the checks must see.
        await postHeldDeposit(trx, {
          userId: user.user_id,
          assetId: 'aud',
          units: 7n * 10n ** 18n,
          description: 'held without a transfer',
        });
        const found = await findLedgerViolations(trx);
        throw Object.assign(new Error('roll back'), { found });
      })
      .catch(
        (caught: { found?: Awaited<ReturnType<typeof findLedgerViolations>> }) => caught.found,
      );
    expect(violations).toEqual([
      expect.objectContaining({
        rule: 'a hold = the deposits on hold',
        detail: expect.stringContaining(user.user_id),
      }),
    ]);
    expect(await heldBalanceOf(t.app.db, user.user_id, 'aud')).toBe('0');
    await expectLedgerSound(t.app.db);
  });
});
