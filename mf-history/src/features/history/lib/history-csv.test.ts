import { describe, expect, it } from 'vitest';
import { bucketGroup, failedWithdrawalGroup } from '@/testing/history-fixtures';
import { historyCsv } from './history-csv';

const HEADER = 'Date,Time,Type,Details,Entry,Asset,Amount,Status,Id';

describe('the history as CSV', () => {
  it('writes a UTF-8 mark, the header, then one line per entry, each ending in CRLF', () => {
    const group = failedWithdrawalGroup();
    expect(historyCsv([group])).toBe(
      [
        `\uFEFF${HEADER}`,
        `04/03/2026,3:39pm,Withdraw,AUD,Withdraw,AUD,-10.13,Refunded,${group.groupId}`,
        `04/03/2026,3:39pm,Withdraw,AUD,Refund,AUD,10.13,Refunded,${group.groupId}`,
        '',
      ].join('\r\n'),
    );
  });

  it('keeps a name a spreadsheet would run as a formula as text, quoted where it must be', () => {
    const group = { ...bucketGroup(), bucketName: '=SUM(A1), "best"' };
    const lines = historyCsv([group]).split('\r\n');
    const name = `"'=SUM(A1), ""best"""`;
    // Legs of one moment keep the API's order (group-view.ts): look for each line, not a place.
    expect(lines).toContain(
      `04/03/2026,3:39pm,Buy Bucket,${name},Credit,ETH,0.001,Complete,${group.groupId}`,
    );
    // An amount is a number, minus sign and all: no apostrophe.
    expect(lines).toContain(
      `04/03/2026,3:39pm,Buy Bucket,${name},Debit,AUD,-60,Complete,${group.groupId}`,
    );
    expect(lines).toHaveLength(6);
  });
});
