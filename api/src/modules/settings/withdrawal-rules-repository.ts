import Big from 'big.js';
import type { Db } from '../../db/database.js';

export interface WithdrawalRulesValues {
  dailyLimitAud: Big;
  cooldownHours: number;
  securityHoldHours: number;
}

/**
 * Read fresh every time, unlike the trade fee: a withdrawal is rare next to a quote, and a
 * lowered limit must hold from the next withdrawal on, not five seconds later.
 */
export async function selectWithdrawalRules(
  db: Db,
  { lock = false }: { lock?: boolean } = {},
): Promise<WithdrawalRulesValues> {
  const query = db
    .selectFrom('trade_settings')
    .select([
      'daily_withdrawal_limit_aud',
      'withdraw_account_cooldown_hours',
      'security_hold_hours',
    ]);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
  return {
    dailyLimitAud: new Big(row.daily_withdrawal_limit_aud),
    cooldownHours: row.withdraw_account_cooldown_hours,
    securityHoldHours: row.security_hold_hours,
  };
}

export async function updateWithdrawalRules(
  db: Db,
  update: {
    dailyLimitAud?: string | undefined;
    cooldownHours?: number | undefined;
    securityHoldHours?: number | undefined;
  },
  actorId: string,
): Promise<void> {
  await db
    .updateTable('trade_settings')
    .set({
      ...(update.dailyLimitAud === undefined
        ? {}
        : { daily_withdrawal_limit_aud: update.dailyLimitAud }),
      ...(update.cooldownHours === undefined
        ? {}
        : { withdraw_account_cooldown_hours: update.cooldownHours }),
      ...(update.securityHoldHours === undefined
        ? {}
        : { security_hold_hours: update.securityHoldHours }),
      updated_at: new Date(),
      updated_by: actorId,
    })
    .execute();
}
