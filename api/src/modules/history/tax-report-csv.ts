import { spreadsheetText } from '@wattle/shared/contracts';
import { stringify } from 'csv-stringify/sync';
import { formatCents } from '../../lib/money.js';
import { formatSydneyDate, formatSydneyDateTime, TAX_TIME_ZONE } from '../cost-base/index.js';
import { TAX_REPORT_RULES } from './tax-report-rules.js';
import type { TaxReport, TaxReportRow } from './tax-report-service.js';

export const TAX_REPORT_COLUMNS = [
  'Asset',
  'Quantity',
  'Acquired',
  'Disposed',
  'Acquisition',
  'Disposal',
  'Cost base (AUD)',
  'Proceeds (AUD)',
  'Gain or loss (AUD)',
  'Held over 12 months (discount eligible)',
];

export function periodLabel(report: TaxReport): string {
  const lastDay = new Date(report.end.getTime() - 1);
  return `FY${report.financialYear}: ${formatSydneyDate(report.start)} to ${formatSydneyDate(lastDay)} (${TAX_TIME_ZONE})`;
}

/** The printed form of a row, shared by the CSV and the PDF. */
export function rowCells(row: TaxReportRow): string[] {
  return [
    row.asset,
    row.quantity,
    row.acquiredAt ? formatSydneyDate(row.acquiredAt) : 'Unknown',
    formatSydneyDate(row.disposedAt),
    row.acquisition,
    row.disposal,
    formatCents(row.costBase),
    formatCents(row.proceeds),
    formatCents(row.gain),
    row.heldOverTwelveMonths ? 'Yes' : 'No',
  ];
}

export function totalLines(report: TaxReport): [string, string][] {
  const { totals } = report;
  return [
    ['Capital gains (AUD)', formatCents(totals.gains)],
    ['Capital losses (AUD)', formatCents(totals.losses)],
    ['Net capital gain or loss (AUD)', formatCents(totals.net)],
    [
      'Gains held over 12 months, discount eligible (AUD)',
      formatCents(totals.discountEligibleGains),
    ],
    ['Referral bonuses received, ordinary income (AUD)', formatCents(report.referralIncome)],
    ['Disposal rows', String(report.rows.length)],
  ];
}

/** The report as CSV: a header block, one row per disposal and lot, then the totals. */
export function renderTaxReportCsv(report: TaxReport): string {
  const records = [
    ['Wattle capital gains tax report'],
    // The one text the customer typed: a name never runs as a formula.
    ['Customer', spreadsheetText(report.customerName)],
    ['Financial year', periodLabel(report)],
    ['Method', 'FIFO (first in, first out)'],
    ['Generated', `${formatSydneyDateTime(report.generatedAt)} ${TAX_TIME_ZONE}`],
    ...TAX_REPORT_RULES.map((rule) => ['Rule', rule]),
    [],
    TAX_REPORT_COLUMNS,
    ...report.rows.map(rowCells),
    [],
    ['Totals'],
    ...totalLines(report),
  ];
  // A byte-order mark so spreadsheet software reads names in UTF-8; CRLF as RFC 4180 has it.
  return stringify(records, { bom: true, record_delimiter: 'windows' });
}
