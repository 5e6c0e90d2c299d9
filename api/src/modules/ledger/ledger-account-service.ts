import type { Db } from '../../db/database.js';
import { systemAccount, type SystemAccountKind } from './ledger-account-repository.js';

/** Opens every system account the listed assets need, ahead of the first trade. */
export async function openSystemAccounts(db: Db, assetIds: readonly string[], fiatAssetId: string) {
  for (const assetId of assetIds) {
    const kinds: SystemAccountKind[] = [
      'house',
      'fee',
      'spread',
      assetId === fiatAssetId ? 'external_bank' : 'external_chain',
    ];
    for (const kind of kinds) await systemAccount(db, kind, assetId);
  }
}
