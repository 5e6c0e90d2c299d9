import {
  ADDRESS_BOOK_LIMIT,
  addressProblem,
  NOTIFICATION_TITLES,
  shortenAddress,
  tagProblem,
  type AddressBook,
  type AddressBookSettingsRequest,
  type SavedAddress,
  type SavedAddressRequest,
} from '@wattle/shared/contracts';
import { inTransaction } from '../../db/transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { notFound } from '../../lib/errors.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import type { AssetRow } from '../assets/index.js';
import { assertNoSecurityHold } from '../identity/security-hold/index.js';
import { checkStepUp } from '../identity/two-factor/index.js';
import { notify } from '../notifications/index.js';
import {
  countSavedAddresses,
  deleteSavedAddress,
  findSavedDestination,
  findSavedOnly,
  insertSavedAddress,
  listSavedAddresses,
  saveSavedOnly,
  type SavedAddressRow,
} from './address-book-repository.js';
import {
  addressAlreadySaved,
  addressNotSaved,
  invalidInput,
  ruleRefusal,
} from './funding-errors.js';
import { findAssetByCode } from './funding-repository.js';

function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return {
    addressId: row.address_id,
    asset: row.symbol,
    label: row.label,
    address: row.address,
    tag: row.tag,
    createdAt: row.created_at.toISOString(),
  };
}

export async function addressBookOf(deps: ServiceDeps, userId: string): Promise<AddressBook> {
  const { savedOnly, offAt } = await findSavedOnly(deps.db, userId);
  return {
    savedOnly,
    savedOnlyOffAt: offAt?.toISOString() ?? null,
    addresses: (await listSavedAddresses(deps.db, userId)).map(toSavedAddress),
  };
}

/**
 * Saves a labelled destination. A new destination is where money could go, so it needs step-up
 * like a withdrawal (docs/product/funding.md#address-book); it must have its chain's format
 * and pass the sanctions screen. The code is spent only when the entry is written.
 */
export async function saveAddress(
  deps: ServiceDeps,
  { userId, request }: { userId: string; request: SavedAddressRequest },
): Promise<SavedAddress> {
  const { otp, password, ...entry } = request;
  await assertNoSecurityHold(deps, { userId, action: 'save a new withdrawal address' });
  const asset = await findAssetByCode(deps.db, entry.asset);
  if (!asset) throw invalidInput('That asset is not listed on Wattle');
  if (asset.type === 'fiat') {
    throw invalidInput('AUD is withdrawn to your bank account, not to an address');
  }
  const problem =
    addressProblem(asset.chain, asset.name, entry.address) ??
    tagProblem(asset.chain, asset.name, entry.tag);
  if (problem) throw invalidInput(problem);
  if ((await countSavedAddresses(deps.db, userId)) >= ADDRESS_BOOK_LIMIT) {
    throw invalidInput(`You can save up to ${ADDRESS_BOOK_LIMIT} addresses: remove one first`);
  }
  const screening = await deps.providers.custody.screenAddress(asset.chain, entry.address);
  if (screening.outcome === 'flagged') throw ruleRefusal('chainalysis_reason', screening.reason);
  const stepUp = await checkStepUp(deps, {
    userId,
    proof: { otp, password },
    action: 'save a withdrawal address',
  });
  try {
    const row = await inTransaction(deps, async (trx) => {
      const saved = await insertSavedAddress(trx, {
        user_id: userId,
        asset_id: asset.asset_id,
        label: entry.label,
        address: entry.address,
        tag: entry.tag ? entry.tag : null,
      });
      await stepUp.spend(trx);
      await notify(withDb(deps, trx), {
        userId,
        title: NOTIFICATION_TITLES.withdrawAddressSaved,
        message: `${asset.symbol} withdrawals can go to "${entry.label}" (${shortenAddress(entry.address)}).`,
        type: 'info',
        topics: ['funding'],
      });
      return saved;
    });
    return toSavedAddress({ ...row, symbol: asset.symbol });
  } catch (error) {
    if (isUniqueViolation(error, 'withdraw_addresses_destination_key')) throw addressAlreadySaved();
    throw error;
  }
}

export async function removeAddress(
  deps: ServiceDeps,
  { userId, addressId }: { userId: string; addressId: string },
): Promise<void> {
  if (!(await deleteSavedAddress(deps.db, userId, addressId))) {
    throw notFound('That saved address');
  }
}

/** How long "saved addresses only" stays on after the customer asks to turn it off. */
export const SAVED_ONLY_OFF_DELAY_HOURS = 24;

/**
 * "Withdraw to saved addresses only": switching it on protects, so it needs nothing more and
 * takes effect at once (cancelling a pending turn-off). Switching it off lets money go anywhere
 * again, so it needs step-up and takes effect only 24 hours later: someone who took over the
 * account cannot drain it at once (docs/product/funding.md#address-book). Asking again while a
 * turn-off is pending changes nothing.
 */
export async function updateAddressBookSettings(
  deps: ServiceDeps,
  { userId, request }: { userId: string; request: AddressBookSettingsRequest },
): Promise<AddressBook> {
  const current = await findSavedOnly(deps.db, userId);
  if (request.savedOnly) {
    await saveSavedOnly(deps.db, userId, { offAt: null });
  } else if (current.savedOnly && !current.offAt) {
    const stepUp = await checkStepUp(deps, {
      userId,
      proof: request,
      action: 'allow withdrawals to any address',
    });
    await inTransaction(deps, async (trx) => {
      await saveSavedOnly(trx, userId, {
        offAt: new Date(Date.now() + SAVED_ONLY_OFF_DELAY_HOURS * 3_600_000),
      });
      await stepUp.spend(trx);
    });
  }
  return addressBookOf(deps, userId);
}

/** With "saved addresses only" on, a destination outside the address book is refused. */
export async function assertSavedDestination(
  deps: ServiceDeps,
  {
    userId,
    asset,
    address,
    tag,
  }: { userId: string; asset: AssetRow; address: string; tag?: string | null },
): Promise<void> {
  if (!(await findSavedOnly(deps.db, userId)).savedOnly) return;
  const saved = await findSavedDestination(deps.db, {
    userId,
    assetId: asset.asset_id,
    address,
    ...(tag === undefined ? {} : { tag }),
  });
  if (!saved) {
    throw addressNotSaved();
  }
}
