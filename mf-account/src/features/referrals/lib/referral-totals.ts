import { toBig, type ReferralReport } from '@wattle/shared';

export interface ReferralTotals {
  activeCount: number;
  /** AUD, exact: the sum of every referee's earnings. */
  totalEarnings: string;
}

/** The active referee count and total earnings a referral report adds up to. */
export function referralTotals(report: ReferralReport): ReferralTotals {
  return {
    activeCount: report.refereeReports.filter((row) => row.active).length,
    totalEarnings: report.refereeReports
      .reduce((sum, row) => sum.plus(toBig(row.earnings)), toBig(0))
      .toFixed(2),
  };
}
