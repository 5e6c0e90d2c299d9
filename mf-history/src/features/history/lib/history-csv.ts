import {
  amountToBig,
  formatDate,
  formatTime,
  TRANSACTION_LABELS,
  type HistoryGroup,
} from '@wattle/shared';
import { groupView } from './group-view';

const COLUMNS = ['Date', 'Time', 'Type', 'Details', 'Entry', 'Asset', 'Amount', 'Status', 'Id'];

/** One CSV field (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Text a spreadsheet could run as a formula gets an apostrophe first, so it stays text. */
const text = (value: string) => field(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The groups on screen as CSV: one line per entry (a buy's Credit, Debit, Fee and Spread each),
 * with the group's type and id, so the lines of one order can be added up in a spreadsheet.
 */
export function historyCsv(groups: readonly HistoryGroup[]): string {
  const lines = [COLUMNS.join(',')];
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
      lines.push([...head, '', '', '', text(status), group.groupId].join(','));
    }
    for (const leg of legs) {
      lines.push(
        [
          ...head,
          TRANSACTION_LABELS[leg.type],
          text(leg.asset.symbol),
          amountToBig(leg.amount).toFixed(),
          text(status),
          group.groupId,
        ].join(','),
      );
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
