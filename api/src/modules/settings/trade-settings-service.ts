import type {
  publicSettingsSchema,
  TradeSettings,
  tradeSettingsUpdateSchema,
} from '@wattle/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { writeAudit, type Actor } from '../audit/index.js';
import {
  selectTradeSettings,
  updateTradeSettings,
  type TradeSettingsValues,
} from './trade-settings-repository.js';
import { readWithdrawalRules } from './withdrawal-rules-service.js';

export type { TradeSettingsValues };

/**
 * The fee and referral bonus, at most 5 s old: quotes are hot, settings change rarely, and a
 * quote states the fee it used so a change never alters one in flight.
 */
export function readTradeSettings(db: Db): Promise<TradeSettingsValues> {
  return selectTradeSettings(db);
}

const toWire = (settings: TradeSettingsValues): TradeSettings => ({
  tradeFeePercentage: settings.feePercentage.toFixed(),
  referralBonus: settings.referralBonus.toFixed(),
});

export async function currentTradeSettings(deps: ServiceDeps): Promise<TradeSettings> {
  return toWire(await readTradeSettings(deps.db));
}

/** The fees and limits a visitor may see. */
export async function publicSettings(
  deps: ServiceDeps,
): Promise<z.infer<typeof publicSettingsSchema>> {
  const settings = await readTradeSettings(deps.db);
  const rules = await readWithdrawalRules(deps.db);
  return {
    tradeFeePercentage: settings.feePercentage.toFixed(),
    depositFeePercentage: '0' as const,
    dailyWithdrawalLimitAud: rules.dailyLimitAud.toFixed(),
  };
}

/** Admin: the trade fee or referral bonus, changed and audited together. */
export async function changeTradeSettings(
  deps: ServiceDeps,
  { actor, update }: { actor: Actor; update: z.infer<typeof tradeSettingsUpdateSchema> },
): Promise<TradeSettings> {
  const updated = await inTransaction(deps, async (trx) => {
    const saved = await updateTradeSettings(trx, update, actor.actorId);
    await writeAudit(trx, {
      ...actor,
      subjectUserId: null,
      action: 'trade_settings.update',
      details: update,
    });
    return saved;
  });
  return toWire(updated);
}
