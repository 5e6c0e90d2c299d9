import { formatCents } from '../../lib/money.js';
import { formatSydneyDate, formatSydneyDateTime, TAX_TIME_ZONE } from './tax-dates.js';
import { TAX_REPORT_RULES } from './tax-report-rules.js';
import type { TaxReport, TaxReportRow } from './tax-report-service.js';

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Text the customer typed (their name). A spreadsheet would run text starting with =, +, -
 * or @ as a formula: such text is prefixed with an apostrophe, so a name stays data.
 */
function typedText(value: string): string {
  return field(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

const line = (...fields: string[]) => fields.join(',');

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
  const lines = [
    line('Wattle capital gains tax report'),
    line('Customer', typedText(report.customerName)),
    line('Financial year', field(periodLabel(report))),
    line('Method', field('FIFO (first in, first out)')),
    line('Generated', field(`${formatSydneyDateTime(report.generatedAt)} ${TAX_TIME_ZONE}`)),
    ...TAX_REPORT_RULES.map((rule) => line('Rule', field(rule))),
    '',
    line(...TAX_REPORT_COLUMNS.map(field)),
    ...report.rows.map((row) => line(...rowCells(row).map(field))),
    '',
    line('Totals'),
    ...totalLines(report).map(([label, value]) => line(field(label), value)),
  ];
  // A byte-order mark so spreadsheet software reads names in UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
