import {
  fromSmallestUnits,
  sydneyClock,
  type TaxSummary,
  type TaxYears,
} from '@wattle/shared/contracts';
import { notFound } from '../../lib/errors.js';
import { formatCents } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listAssets } from '../assets/index.js';
import { assetLookup } from '../trading/index.js';
import { yearNotStarted } from './history-errors.js';
import {
  financialYearBounds,
  financialYearOf,
  lotHistory,
  toCents,
  type AcquisitionSource,
  type DisposalRow,
  type DisposalSource,
} from '../cost-base/index.js';
import { tradedFinancialYears } from './history-group-repository.js';
import { customerNames, referralIncomeBetween } from './tax-report-repository.js';

/**
 * The capital gains report for one Australian financial year (rules: tax-report-rules.ts).
 *
 * Lots and disposals come from the ledger and the trade records:
 * - a buy (single, bucket leg or recurring) is a lot costing its `spend_amount` (AUD paid,
 *   fee and spread included); the buy leg of a swap is a lot costing its `spend_amount`, the
 *   AUD the sell leg produced;
 * - a sell, or the sell leg of a swap, is a disposal with proceeds = `receive_amount`, the AUD
 *   after the fee;
 * - coins deposited (any credit to a coin account outside a trade) are lots on the deposit
 *   date with a cost base of 0, because Wattle cannot know the real one: a market price at
 *   deposit would understate the gain, an overstated gain clearly marked is the safer error;
 * - a withdrawal's network fee (a `trade_fee` debit outside a trade) is a disposal at zero
 *   proceeds; any other debit (the withdrawal itself) takes lots away without a disposal;
 * - coin movements are netted per transfer first, so a withdrawal that failed and was refunded
 *   counts for nothing.
 * Everything before the year's end feeds FIFO matching; only the year's disposals are rows.
 * AUD is whole cents here (ledger units ÷ 10^16, halves up: trade amounts are whole cents).
 */
export interface TaxReportRow {
  asset: string;
  /** Decimal coin quantity. */
  quantity: string;
  acquiredAt: Date | null;
  disposedAt: Date;
  acquisition: string;
  disposal: string;
  costBase: bigint;
  proceeds: bigint;
  gain: bigint;
  heldOverTwelveMonths: boolean;
}

export interface TaxReport {
  financialYear: number;
  start: Date;
  end: Date;
  customerName: string;
  generatedAt: Date;
  method: 'FIFO';
  rows: TaxReportRow[];
  /** Cents. */
  totals: { gains: bigint; losses: bigint; net: bigint; discountEligibleGains: bigint };
  referralIncome: bigint;
}

const ACQUISITION_LABELS: Record<AcquisitionSource, string> = {
  buy: 'Bought',
  swap: 'Swapped in',
  transfer_in: 'Transferred in (cost base unknown)',
};
const DISPOSAL_LABELS: Record<DisposalSource, string> = {
  sell: 'Sold',
  swap: 'Swapped out',
  network_fee: 'Network fee',
};

function totalsOf(rows: readonly TaxReportRow[]): TaxReport['totals'] {
  let gains = 0n;
  let losses = 0n;
  let discountEligibleGains = 0n;
  for (const row of rows) {
    if (row.gain > 0n) gains += row.gain;
    else losses -= row.gain;
    if (row.gain > 0n && row.heldOverTwelveMonths) discountEligibleGains += row.gain;
  }
  return { gains, losses, net: gains - losses, discountEligibleGains };
}

export async function buildTaxReport(
  { db }: ServiceDeps,
  {
    userId,
    financialYear,
    now = new Date(),
  }: { userId: string; financialYear: number; now?: Date },
): Promise<TaxReport> {
  const current = financialYearOf(now);
  if (financialYear > current) throw yearNotStarted(financialYear, current);
  const { start, end } = financialYearBounds(financialYear);
  const [customer, { rows }, referral, assets] = await Promise.all([
    customerNames(db, userId),
    lotHistory({ db }, { userId, until: end }),
    referralIncomeBetween(db, userId, start, end),
    listAssets(db),
  ]);
  if (!customer) throw notFound('That customer');
  const asset = assetLookup(assets);
  const reportRows = rows
    .filter((row) => row.disposedAt >= start && row.disposedAt < end)
    .map((row: DisposalRow): TaxReportRow => {
      const coin = asset(row.assetId);
      return {
        asset: coin.symbol,
        quantity: fromSmallestUnits(row.quantity, coin.precision).toFixed(),
        acquiredAt: row.acquiredAt,
        disposedAt: row.disposedAt,
        acquisition: row.acquisitionSource
          ? ACQUISITION_LABELS[row.acquisitionSource]
          : 'No acquisition on record',
        disposal: DISPOSAL_LABELS[row.disposalSource],
        costBase: row.costBase,
        proceeds: row.proceeds,
        gain: row.gain,
        heldOverTwelveMonths: row.heldOverTwelveMonths,
      };
    });
  return {
    financialYear,
    start,
    end,
    customerName: `${customer.first_name} ${customer.last_name}`.trim(),
    generatedAt: now,
    method: 'FIFO',
    rows: reportRows,
    totals: totalsOf(reportRows),
    referralIncome: toCents(referral),
  };
}

const isoDay = (at: Date) => {
  const { year, month, day } = sydneyClock(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** `GET /transaction/tax-summary`: the totals of the report the download holds, same matching. */
export async function taxSummary(
  deps: ServiceDeps,
  input: { userId: string; financialYear: number; now?: Date },
): Promise<TaxSummary> {
  const report = await buildTaxReport(deps, input);
  let proceeds = 0n;
  let costBase = 0n;
  for (const row of report.rows) {
    proceeds += row.proceeds;
    costBase += row.costBase;
  }
  return {
    financialYear: report.financialYear,
    firstDay: isoDay(report.start),
    lastDay: isoDay(new Date(report.end.getTime() - 1)),
    disposals: report.rows.length,
    proceeds: formatCents(proceeds),
    costBase: formatCents(costBase),
    gains: formatCents(report.totals.gains),
    losses: formatCents(report.totals.losses),
    discountEligibleGains: formatCents(report.totals.discountEligibleGains),
    net: formatCents(report.totals.net),
    referralIncome: formatCents(report.referralIncome),
  };
}

/** `GET /transaction/tax-years`: the current financial year and every year the customer traded. */
export async function taxYears(
  { db }: ServiceDeps,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<TaxYears> {
  const current = financialYearOf(now);
  const traded = await tradedFinancialYears(db, userId);
  const years = [...new Set([current, ...traded])]
    .filter((year) => year <= current)
    .sort((a, b) => b - a);
  return { current, years };
}
