import PDFDocument from 'pdfkit';
import { formatSydneyDateTime, TAX_TIME_ZONE } from './tax-dates.js';
import { periodLabel, rowCells, TAX_REPORT_COLUMNS, totalLines } from './tax-report-csv.js';
import { TAX_REPORT_RULES } from './tax-report-rules.js';
import type { TaxReport } from './tax-report-service.js';

/** Column widths in points: they fill an A4 landscape page inside 36 pt margins. */
const WIDTHS = [44, 84, 58, 58, 130, 70, 80, 80, 80, 86];
const NUMERIC_FROM = 6;
const GREY = '#555555';

/** The report as an A4 landscape PDF: header, the rows as a table, totals, then the rules. */
export function renderTaxReportPdf(report: TaxReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: {
      Title: `Wattle capital gains tax report FY${report.financialYear}`,
      Author: 'Wattle',
      Subject: `Capital gains and losses, FY${report.financialYear}, FIFO`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text('Wattle capital gains tax report');
  doc.moveDown(0.4).font('Helvetica').fontSize(10);
  doc.text(`Customer: ${report.customerName}`);
  doc.text(`Financial year: ${periodLabel(report)}`);
  doc.text('Method: FIFO (first in, first out)');
  doc.text(`Generated: ${formatSydneyDateTime(report.generatedAt)} ${TAX_TIME_ZONE}`);
  doc.moveDown();

  const align = (column: number) => (column >= NUMERIC_FROM ? { x: 'right' as const } : undefined);
  doc.fontSize(8);
  if (report.rows.length === 0) {
    doc.text('No disposals in this financial year.');
  } else {
    doc.table({
      columnStyles: WIDTHS.map((width, column) => ({ width, align: align(column) })),
      data: [
        TAX_REPORT_COLUMNS.map((text) => ({
          text,
          type: 'TH' as const,
          backgroundColor: '#eeeeee',
        })),
        ...report.rows.map((row) => rowCells(row)),
      ],
    });
  }

  doc.moveDown().font('Helvetica-Bold').fontSize(10).text('Totals', doc.page.margins.left);
  doc.font('Helvetica');
  for (const [label, value] of totalLines(report)) doc.text(`${label}: ${value}`);

  doc.moveDown().fontSize(7).fillColor(GREY).text('How this report was worked out');
  for (const [index, rule] of TAX_REPORT_RULES.entries()) doc.text(`${index + 1}. ${rule}`);
  doc.end();
  return done;
}
