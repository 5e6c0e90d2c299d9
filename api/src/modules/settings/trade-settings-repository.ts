import Big from 'big.js';
import type { Db } from '../../db/database.js';

export interface TradeSettingsValues {
  feePercentage: Big;
  referralBonus: Big;
}

const CACHE_MS = 5_000;
const cache = new WeakMap<object, { at: number; generation: number; value: TradeSettingsValues }>();
/**
 * Bumped by every update. An update often runs in a transaction (with its audit line), whose
 * handle is not the pool's: dropping only that handle's entry would leave the pool's stale.
 */
let generation = 0;

/**
 * The fee and referral bonus, read at most every 5 s per process: quotes are hot, settings
 * change rarely, and a quote states the fee it used so a change never alters one in flight.
 */
export async function selectTradeSettings(db: Db): Promise<TradeSettingsValues> {
  const hit = cache.get(db);
  if (hit && hit.generation === generation && Date.now() - hit.at < CACHE_MS) return hit.value;
  const row = await db
    .selectFrom('trade_settings')
    .select(['trade_fee_percentage', 'referral_bonus'])
    .executeTakeFirstOrThrow();
  const value = {
    feePercentage: new Big(row.trade_fee_percentage),
    referralBonus: new Big(row.referral_bonus),
  };
  cache.set(db, { at: Date.now(), generation, value });
  return value;
}

export async function updateTradeSettings(
  db: Db,
  update: { tradeFeePercentage?: string | undefined; referralBonus?: string | undefined },
  actorId: string,
): Promise<TradeSettingsValues> {
  await db
    .updateTable('trade_settings')
    .set({
      ...(update.tradeFeePercentage === undefined
        ? {}
        : { trade_fee_percentage: update.tradeFeePercentage }),
      ...(update.referralBonus === undefined ? {} : { referral_bonus: update.referralBonus }),
      updated_at: new Date(),
      updated_by: actorId,
    })
    .execute();
  generation += 1;
  return selectTradeSettings(db);
}
