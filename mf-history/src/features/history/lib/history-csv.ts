import {
  amountToBig,
  formatDate,
  formatTime,
  spreadsheetText as text,
  TRANSACTION_LABELS,
  type HistoryGroup,
} from '@wattle/shared';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { groupView } from './group-view';

const COLUMNS = ['Date', 'Time', 'Type', 'Details', 'Entry', 'Asset', 'Amount', 'Status', 'Id'];

/**
 * The groups on screen as CSV: one line per entry (a buy's Credit, Debit, Fee and Spread each),
 * with the group's type and id, so the lines of one order can be added up in a spreadsheet.
 */
export function historyCsv(groups: readonly HistoryGroup[]): string {
  const rows: string[][] = [];
  for (const group of groups) {
    const view = groupView(group);
    const status = view.status ?? 'Complete';
    const head = [
      formatDate(group.occurredAt),
      formatTime(group.occurredAt),
      text(view.label),
      text(view.title),
    ];
    const legs = [...(view.parent ? [view.parent] : []), ...view.children];
    if (legs.length === 0) {
      rows.push([...head, '', '', '', text(status), group.groupId]);
    }
    for (const leg of legs) {
      rows.push([
        ...head,
        TRANSACTION_LABELS[leg.type],
        text(leg.asset.symbol),
        amountToBig(leg.amount).toFixed(),
        text(status),
        group.groupId,
      ]);
    }
  }
  // A byte-order mark so spreadsheet software reads names in UTF-8; CRLF as RFC 4180 has it.
  return stringify(rows, {
    bom: true,
    header: true,
    columns: COLUMNS,
    record_delimiter: 'windows',
  });
}
