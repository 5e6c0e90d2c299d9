import { describe, expect, it } from 'vitest';
import {
  accountLinks,
  BUCKETS_LOCKED,
  DEPOSIT_FUNDS_PATH,
  PUBLIC_LINKS,
  signedInLinks,
} from './nav-links';

describe('header links', () => {
  it('shows visitors the blog, learn and support', () => {
    expect(PUBLIC_LINKS.map((link) => [link.label, link.to])).toEqual([
      ['Blog', '/blog'],
      ['Learn', '/learn'],
      ['Support', '/contact-us'],
    ]);
  });

  it('locks Buckets without the buy permission', () => {
    expect(signedInLinks(true).map((link) => link.disabledReason)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(signedInLinks(false).find((link) => link.to === '/buckets')?.disabledReason).toBe(
      BUCKETS_LOCKED,
    );
  });

  it('offers Verification only while the user is not verified', () => {
    expect(accountLinks(false).map((link) => link.label)).toEqual([
      'Profile',
      'Verification',
      'Balance',
      'Transactions',
      'Support',
    ]);
    expect(accountLinks(true).map((link) => link.to)).not.toContain('/new-profile');
  });

  it('offers the Support console to staff only', () => {
    expect(accountLinks(true).map((link) => link.label)).not.toContain('Support console');
    expect(accountLinks(true, true)[0]).toEqual({ to: '/support', label: 'Support console' });
  });

  it('sends Deposit funds to the fiat deposit tab', () => {
    expect(DEPOSIT_FUNDS_PATH).toBe('/profile?tab=DEPOSIT_FIAT');
  });
});
