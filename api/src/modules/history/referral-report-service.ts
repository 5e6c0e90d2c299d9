import { fromSmallestUnits, type ReferralReport } from '@wattle/shared/contracts';
import Big from 'big.js';
import { readTradeSettings } from '../settings/index.js';
import { AUD_PRECISION } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { earningsByReferee, listReferees, tradedSince } from './referral-report-repository.js';

/** A referee is active when they completed a trade in the last 30 days. */
export const ACTIVE_WINDOW_DAYS = 30;

/** First name and last initial: enough to recognise a friend, not enough to identify them. */
export function refereeLabel(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** `GET /transaction/referral-report`: what the caller earned from each person they referred. */
export async function referralReport(
  { db }: ServiceDeps,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<ReferralReport> {
  const since = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000);
  const [referees, earnings, settings] = await Promise.all([
    listReferees(db, userId),
    earningsByReferee(db, userId),
    readTradeSettings(db),
  ]);
  const active = await tradedSince(
    db,
    referees.map((referee) => referee.user_id),
    since,
  );
  return {
    refereeReports: referees.map((referee) => ({
      referee: refereeLabel(referee.first_name, referee.last_name),
      kickbackPercentage: settings.referralBonus.toFixed(),
      active: active.has(referee.user_id),
      earnings: fromSmallestUnits(earnings.get(referee.user_id) ?? 0n, AUD_PRECISION)
        .round(2, Big.roundDown)
        .toFixed(2),
    })),
    refereeCount: referees.length,
  };
}
