import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link';
import { referralTotals } from './referral-totals';

describe('referralLink', () => {
  it('builds {app}/signup?referralCode={code} with the code URL-encoded', () => {
    expect(referralLink('https://app.wattle.test', 'AB12CD')).toBe(
      'https://app.wattle.test/signup?referralCode=AB12CD',
    );
    expect(referralLink('https://app.wattle.test/', 'a b&c=d')).toBe(
      'https://app.wattle.test/signup?referralCode=a%20b%26c%3Dd',
    );
  });
});

describe('referralTotals', () => {
  it('counts the active referees and sums earnings exactly', () => {
    const totals = referralTotals({
      refereeCount: 3,
      refereeReports: [
        { referee: 'Jane C.', kickbackPercentage: '20', active: true, earnings: '0.10' },
        { referee: 'Sam B.', kickbackPercentage: '20', active: false, earnings: '0.20' },
        { referee: 'Kim L.', kickbackPercentage: '20', active: true, earnings: '1234.56' },
      ],
    });
    expect(totals).toEqual({ activeCount: 2, totalEarnings: '1234.86' });
  });

  it('is zero for nobody referred', () => {
    expect(referralTotals({ refereeCount: 0, refereeReports: [] })).toEqual({
      activeCount: 0,
      totalEarnings: '0.00',
    });
  });
});
