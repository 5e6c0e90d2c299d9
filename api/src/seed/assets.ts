import { toSmallestUnits } from '@wattle/shared/contracts';
import type { Db } from '../db/database.js';
import { addMissingAssets } from '../modules/assets/index.js';
import { openSystemAccounts } from '../modules/ledger/index.js';
import { BUY_MAXIMUM_AUD, BUY_MINIMUM_AUD, COINS, FIAT_ASSET } from './asset-catalogue.js';

/**
 * Lists AUD and the 21 coins when they are missing, and opens Wattle's own ledger accounts
 * for them. Existing rows are left alone: an admin's changes to flags and limits survive a
 * restart.
 */
export async function seedAssets(db: Db): Promise<void> {
  const aud = (value: string) => toSmallestUnits(value, FIAT_ASSET.precision, 'down').toString();
  const rows = [
    {
      asset_id: FIAT_ASSET.assetId,
      symbol: FIAT_ASSET.symbol,
      name: FIAT_ASSET.name,
      slug: FIAT_ASSET.slug,
      chain: FIAT_ASSET.chain,
      decimals: FIAT_ASSET.decimals,
      precision: FIAT_ASSET.precision,
      type: FIAT_ASSET.type,
      buy_enabled: false,
      sell_enabled: false,
      withdraw_minimum: aud('10'),
      sort_order: 0,
    },
    ...COINS.map((coin, index) => {
      const own = (value: string) => toSmallestUnits(value, coin.precision, 'down').toString();
      return {
        asset_id: coin.assetId,
        symbol: coin.symbol,
        name: coin.name,
        slug: coin.slug,
        chain: coin.chain,
        decimals: coin.decimals,
        precision: coin.precision,
        type: coin.type,
        buy_trade_minimum: aud(BUY_MINIMUM_AUD),
        buy_trade_maximum: aud(BUY_MAXIMUM_AUD),
        sell_trade_minimum: own(coin.sellMinimum),
        sell_trade_maximum: own(coin.sellMaximum),
        withdraw_minimum: own(coin.withdrawMinimum),
        withdraw_fee: own(coin.withdrawFee),
        sort_order: index + 1,
      };
    }),
  ];
  await addMissingAssets(db, rows);
  await openSystemAccounts(
    db,
    rows.map((row) => row.asset_id),
    FIAT_ASSET.assetId,
  );
}
