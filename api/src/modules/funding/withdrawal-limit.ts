import { formatFiat, type Amount } from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import { audAmountFromUnits, audFromUnits, audUnits } from '../../lib/money.js';
import { readWithdrawalRules } from '../settings/index.js';
import { ruleRefusal } from './funding-errors.js';
import { withdrawnSince } from './transfer-repository.js';

const TIME_ZONE = 'Australia/Sydney';

const sydneyParts = new Intl.DateTimeFormat('en-AU', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Sydney's wall clock is ahead of UTC at `at`, in milliseconds. */
function sydneyOffsetMs(at: Date): number {
  const parts = Object.fromEntries(
    sydneyParts.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the Sydney calendar day containing `now` began (AEST or AEDT alike). */
export function startOfSydneyDay(now: Date): Date {
  const wall = new Date(now.getTime() + sydneyOffsetMs(now));
  const wallMidnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  // Sydney changes its clocks at 2 or 3 am, never at midnight: midnight's offset is the one
  // in force a moment after it.
  const guess = new Date(wallMidnight - sydneyOffsetMs(now));
  return new Date(wallMidnight - sydneyOffsetMs(guess));
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
