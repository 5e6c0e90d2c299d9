import PDFDocument from 'pdfkit';
import { formatCents } from '../../lib/money.js';
import { formatSydneyDateTime, TAX_TIME_ZONE } from '../cost-base/index.js';
import { periodLabel, rowCells, TAX_REPORT_COLUMNS, totalLines } from './tax-report-csv.js';
import { TAX_REPORT_RULES } from './tax-report-rules.js';
import type { TaxReport } from './tax-report-service.js';

/** Column widths in points: they fill an A4 landscape page inside 36 pt margins. */
const WIDTHS = [44, 84, 58, 58, 130, 70, 80, 80, 80, 86];
const NUMERIC_FROM = 6;
const GREY = '#555555';
/** The brand's colours (the theme's eucalypt 800 and wattle gold 500, 300, 200). */
const EUCALYPT = '#164E3A';
const GOLDS = ['#F5B400', '#FFCA28', '#FFD54F'] as const;
const HEADER_FILL = '#E6F0EB';
const MARGIN = 36;
/** Room kept at the foot of every page for the running footer ("Page x of y"). */
const FOOTER_ROOM = 24;
/** Table rows per page (8 pt text), fewer on the first page under the summary. */
const FIRST_PAGE_ROWS = 20;
const PAGE_ROWS = 34;

type Cell = { text: string; type?: 'TH'; backgroundColor?: string };

const header = (): Cell[] =>
  TAX_REPORT_COLUMNS.map((text) => ({ text, type: 'TH', backgroundColor: HEADER_FILL }));

/** Wattle's mark, the three blossoms of the app's logo, and its name, at (x, y). */
function drawBrand(doc: PDFKit.PDFDocument, x: number, y: number): void {
  const blossoms: [number, number, number][] = [
    [10, 7, 5],
    [5, 15, 4.2],
    [15, 15, 4.2],
  ];
  blossoms.forEach(([cx, cy, r], index) => {
    doc.circle(x + cx, y + cy, r).fill(GOLDS[index] ?? GOLDS[0]);
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(EUCALYPT)
    .text('Wattle', x + 26, y + 4, { lineBreak: false });
  doc.fillColor('black');
}

/**
 * Starts a new page when `height` points would not fit above the running footer, so a note
 * never runs into the footer or the table above it.
 */
function keepRoomFor(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN - FOOTER_ROOM) doc.addPage();
}

function chunks<T>(items: readonly T[]): T[][] {
  const pages: T[][] = [items.slice(0, FIRST_PAGE_ROWS)];
  for (let start = FIRST_PAGE_ROWS; start < items.length; start += PAGE_ROWS) {
    pages.push(items.slice(start, start + PAGE_ROWS));
  }
  return pages;
}

/**
 * The report as an A4 landscape PDF an accountant can file: who and which year, a summary of
 * the totals first, then every disposal row (the column headings on every page, a totals row
 * at the end), the rules applied, and on every page its title, the customer and "page x of y".
 * Branded with Wattle's mark and colours; every note below the table is kept clear of it and of
 * the running footer (docs/product/history-and-tax.md#tax-report).
 */
export function renderTaxReportPdf(report: TaxReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Wattle capital gains tax report FY${report.financialYear}`,
      Author: 'Wattle',
      Subject: `Capital gains and losses, FY${report.financialYear}, FIFO`,
    },
  });
  const chunksOut: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunksOut.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunksOut)));
    doc.on('error', reject);
  });

  drawBrand(doc, MARGIN, MARGIN);
  doc.x = MARGIN;
  doc.y = MARGIN + 30;
  doc.font('Helvetica-Bold').fontSize(16).fillColor(EUCALYPT).text('Capital gains tax report');
  doc.fillColor('black');
  doc.moveDown(0.4).font('Helvetica').fontSize(10);
  doc.text(`Customer: ${report.customerName}`);
  doc.text(`Financial year: ${periodLabel(report)}`);
  doc.text('Method: FIFO (first in, first out), per coin');
  doc.text(`Generated: ${formatSydneyDateTime(report.generatedAt)} ${TAX_TIME_ZONE}`);
  doc.moveDown(0.6);

  // The summary an accountant reads first: the totals, in a two-column box.
  let proceeds = 0n;
  let costBase = 0n;
  for (const row of report.rows) {
    proceeds += row.proceeds;
    costBase += row.costBase;
  }
  doc.font('Helvetica-Bold').fontSize(11).text('Summary');
  doc.moveDown(0.2);
  doc.fontSize(9).table({
    columnStyles: [260, { width: 110, align: { x: 'right' } }],
    data: [
      ['Disposals (rows below)', String(report.rows.length)],
      ['Total proceeds (AUD)', formatCents(proceeds)],
      ['Total cost base (AUD)', formatCents(costBase)],
      ...totalLines(report).filter(([label]) => label !== 'Disposal rows'),
    ],
  });
  doc.moveDown();

  const align = (column: number) => (column >= NUMERIC_FROM ? { x: 'right' as const } : undefined);
  const columnStyles = WIDTHS.map((width, column) => ({ width, align: align(column) }));
  doc.font('Helvetica-Bold').fontSize(11).text('Disposals', MARGIN);
  doc.moveDown(0.2).font('Helvetica').fontSize(8);
  if (report.rows.length === 0) {
    doc.text('No disposals in this financial year.');
  } else {
    const pages = chunks(report.rows);
    pages.forEach((rows, index) => {
      if (index > 0) doc.addPage();
      const totalsRow: Cell[] =
        index === pages.length - 1
          ? [
              'Total',
              '',
              '',
              '',
              '',
              '',
              formatCents(costBase),
              formatCents(proceeds),
              formatCents(report.totals.net),
              formatCents(report.totals.discountEligibleGains),
            ].map((text) => ({ text, type: 'TH', backgroundColor: HEADER_FILL }))
          : [];
      doc.table({
        columnStyles,
        data: [
          header(),
          ...rows.map((row) => rowCells(row)),
          ...(totalsRow.length ? [totalsRow] : []),
        ],
      });
    });
    // The footnote sits a line clear of the table's last border, on this page or the next.
    doc.fontSize(7);
    const footnote =
      'Totals row: cost base, proceeds, net gain or loss, and (last column) gains held over 12 months.';
    doc.y += doc.currentLineHeight(true);
    keepRoomFor(doc, doc.heightOfString(footnote, { width: doc.page.width - MARGIN * 2 }));
    doc.fillColor(GREY).text(footnote, MARGIN, doc.y).fillColor('black');
  }

  const rules = TAX_REPORT_RULES.map((rule, index) => `${index + 1}. ${rule}`);
  doc.fontSize(7);
  doc.y += doc.currentLineHeight(true);
  keepRoomFor(
    doc,
    doc.heightOfString(['How this report was worked out', ...rules].join('\n'), {
      width: doc.page.width - MARGIN * 2,
    }),
  );
  doc.fillColor(GREY).text('How this report was worked out', MARGIN, doc.y);
  for (const rule of rules) doc.text(rule);
  doc.fillColor('black');

  // Every page names the report and the customer and counts itself.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.height - MARGIN + 10;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(7)
      .fillColor(GREY)
      .text(
        `Wattle capital gains tax report FY${report.financialYear} · ${report.customerName} · Page ${page - range.start + 1} of ${range.count}`,
        MARGIN,
        bottom,
        { width: doc.page.width - MARGIN * 2, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = MARGIN;
  }
  doc.end();
  return done;
}
