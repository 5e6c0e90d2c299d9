import { formatFiat, sydneyClock, sydneyDayStart, type Amount } from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import { audAmountFromUnits, audFromUnits, audUnits } from '../../lib/money.js';
import { readWithdrawalRules } from '../settings/index.js';
import { ruleRefusal } from './funding-errors.js';
import { withdrawnSince } from './transfer-repository.js';

/** The instant the Sydney calendar day containing `now` began (AEST or AEDT alike). */
export function startOfSydneyDay(now: Date): Date {
  return sydneyDayStart(sydneyClock(now));
}

export interface LimitUse {
  limit: Amount;
  used: Amount;
  remaining: Amount;
}

/** The admin-set daily limit (withdrawal rules), in AUD units. */
async function dailyLimitUnits(db: Db): Promise<bigint> {
  return audUnits((await readWithdrawalRules(db)).dailyLimitAud);
}

export async function dailyLimitUse(db: Db, userId: string, now: Date): Promise<LimitUse> {
  const limit = await dailyLimitUnits(db);
  const used = await withdrawnSince(db, userId, startOfSydneyDay(now));
  const remaining = used >= limit ? 0n : limit - used;
  return {
    limit: audAmountFromUnits(limit),
    used: audAmountFromUnits(used),
    remaining: audAmountFromUnits(remaining),
  };
}

/** Refuses (rule withdrawal_limit_exceeded) a withdrawal worth `audValue` that does not fit today. */
export async function assertWithinDailyLimit(
  db: Db,
  userId: string,
  audValue: bigint,
  now: Date,
): Promise<void> {
  const limit = await dailyLimitUnits(db);
  const used = await withdrawnSince(db, userId, startOfSydneyDay(now));
  if (used + audValue <= limit) return;
  const remaining = used >= limit ? 0n : limit - used;
  throw ruleRefusal(
    'withdrawal_limit_exceeded',
    `This withdrawal is over your daily withdrawal limit of ${formatFiat(
      audFromUnits(limit),
    )}. You can withdraw up to ${formatFiat(audFromUnits(remaining))} more today; the limit resets at midnight Sydney time.`,
  );
}
