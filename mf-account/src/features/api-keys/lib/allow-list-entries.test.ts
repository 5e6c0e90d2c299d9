import { describe, expect, it } from 'vitest';
import { allowListEntries } from './allow-list-entries';

describe('allowListEntries', () => {
  it('reads entries on lines or between commas, and nothing from blanks', () => {
    expect(allowListEntries('203.0.113.0/24\n 2001:db8::1 ,198.51.100.7\n\n')).toEqual([
      '203.0.113.0/24',
      '2001:db8::1',
      '198.51.100.7',
    ]);
    expect(allowListEntries('  ')).toEqual([]);
  });
});
