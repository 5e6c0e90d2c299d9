import {
  NOTIFICATION_TITLES,
  tagLabelFor,
  type DepositAccount,
  type DepositAddress,
} from '@wattle/shared/contracts';
import { inTransaction } from '../../db/transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { findAccount } from '../identity/accounts/index.js';
import { notify } from '../notifications/index.js';
import {
  DEPOSIT_DETAIL_CONSTRAINTS,
  findAssetByCode,
  findDepositAccount,
  findDepositAddress,
  hasUnreadNotification,
  insertDepositAccount,
  insertDepositAddress,
} from './funding-repository.js';
import { depositAccountRefused, depositsPaused } from './funding-errors.js';
import { toDepositAccount } from './transfer-mapper.js';

/** Attempts at details no other customer has, before giving up. */
const MAX_ATTEMPTS = 5;

const clashed = (error: unknown) =>
  DEPOSIT_DETAIL_CONSTRAINTS.some((constraint) => isUniqueViolation(error, constraint));

/**
 * The customer's own deposit details, issued by the bank the first time they are asked for
 * (with a notification), the same ones ever after.
 */
export async function depositAccountFor(
  deps: ServiceDeps,
  userId: string,
): Promise<DepositAccount> {
  const existing = await findDepositAccount(deps.db, userId);
  if (existing) return toDepositAccount(existing);
  const user = await findAccount(deps.db, userId);
  if (!user) throw notFound('That account');
  const customer = {
    customerId: userId,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
  };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const issued = await deps.providers.bank.issueDepositAccount(customer, attempt);
    if (issued.outcome === 'declined') {
      const title = NOTIFICATION_TITLES.depositAccountFailure;
      // Opening the deposit tab again must not pile up the same notice.
      if (!(await hasUnreadNotification(deps.db, userId, title))) {
        await notify(deps, {
          userId,
          title,
          message: issued.reason,
          type: 'error',
          topics: ['funding'],
        });
      }
      throw depositAccountRefused(issued.reason);
    }
    const { account } = issued;
    try {
      const row = await inTransaction(deps, async (trx) => {
        const inserted = await insertDepositAccount(trx, {
          user_id: userId,
          account_name: account.accountName,
          bsb: account.bsb,
          account_number: account.accountNumber,
          reference: account.reference,
          pay_id: account.payId.toLowerCase(),
          provider: deps.providers.bank.name,
        });
        if (inserted) {
          await notify(withDb(deps, trx), {
            userId,
            title: NOTIFICATION_TITLES.depositAccountSuccess,
            message: `Deposit AUD by PayID to ${inserted.pay_id}, or by bank transfer to BSB ${inserted.bsb}, account ${inserted.account_number} with reference ${inserted.reference}.`,
            type: 'success',
            topics: ['funding'],
          });
        }
        return inserted;
      });
      const current = row ?? (await findDepositAccount(deps.db, userId));
      if (current) return toDepositAccount(current);
    } catch (error) {
      if (!clashed(error)) throw error;
    }
  }
  throw new Error('The bank kept issuing deposit details another customer already has');
}

/** The customer's deposit address (and tag) for a coin, issued by custody on first ask. */
export async function depositAddressFor(
  deps: ServiceDeps,
  { userId, assetCode }: { userId: string; assetCode: string },
): Promise<DepositAddress> {
  const asset = await findAssetByCode(deps.db, assetCode);
  if (!asset) throw notFound('That asset');
  if (asset.type === 'fiat') {
    throw badRequest(
      'AUD is deposited by bank transfer or PayID: see your deposit account details',
    );
  }
  if (!asset.enabled || !asset.deposit_enabled) throw depositsPaused(asset.symbol);
  const wire = (row: { address: string; tag: string | null }): DepositAddress => ({
    asset: asset.symbol,
    chain: asset.chain,
    address: row.address,
    tag: row.tag,
    tagLabel: tagLabelFor(asset.chain),
  });
  const existing = await findDepositAddress(deps.db, userId, asset.asset_id);
  if (existing) return wire(existing);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const issued = await deps.providers.custody.depositAddress({
      customerId: userId,
      assetId: asset.asset_id,
      chain: asset.chain,
      tagged: asset.type === 'tag',
      attempt,
    });
    try {
      const row =
        (await insertDepositAddress(deps.db, {
          user_id: userId,
          asset_id: asset.asset_id,
          chain: asset.chain,
          address: issued.address,
          tag: issued.tag,
        })) ?? (await findDepositAddress(deps.db, userId, asset.asset_id));
      if (row) return wire(row);
    } catch (error) {
      if (!clashed(error)) throw error;
    }
  }
  throw new Error(`Custody kept issuing ${asset.symbol} addresses another customer already has`);
}
