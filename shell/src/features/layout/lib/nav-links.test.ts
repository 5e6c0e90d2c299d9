import { describe, expect, it } from 'vitest';
import {
  accountLinks,
  BUCKETS_LOCKED,
  currentPlace,
  DEPOSIT_FUNDS_PATH,
  PUBLIC_LINKS,
  signedInNav,
  signedInPlaces,
} from './nav-links';

describe('the public header', () => {
  it("lists the visitor's places, Log in and Sign up being buttons beside them", () => {
    expect(PUBLIC_LINKS.map((link) => [link.label, link.to])).toEqual([
      ['Prices', '/exchange-rates'],
      ['Buy crypto', '/buy'],
      ['Fees', '/fees'],
      ['Learn', '/learn'],
      ['Blog', '/blog'],
      ['Support', '/contact-us'],
    ]);
  });
});

describe('the signed-in places', () => {
  it('are Home, Portfolio, Trade, Transfer and Activity, in that order', () => {
    expect(signedInPlaces(true).map((place) => [place.label, place.to])).toEqual([
      ['Home', '/dashboard'],
      ['Portfolio', '/balance'],
      ['Trade', '/buckets'],
      ['Transfer', '/transfer'],
      ['Activity', '/transaction'],
    ]);
  });

  it('lock Trade (the buckets) without the buy permission, and nothing else', () => {
    expect(signedInPlaces(true).map((place) => place.disabledReason)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const locked = signedInPlaces(false).filter((place) => place.disabledReason);
    expect(locked.map((place) => [place.label, place.disabledReason])).toEqual([
      ['Trade', BUCKETS_LOCKED],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/dashboard', 'Home'],
    ['/dashboard?trade=btc', 'Home'],
    ['/balance', 'Portfolio'],
    ['/balance/btc', 'Portfolio'],
    ['/buckets', 'Trade'],
    ['/transfer', 'Transfer'],
    ['/transaction', 'Activity'],
    ['/transaction/tax-report', 'Activity'],
  ])('mark %s as %s', (pathname, label) => {
    expect(currentPlace(pathname.split('?')[0] ?? '', signedInPlaces(true))?.label).toBe(label);
  });

  it.each(['/profile', '/notifications', '/new-profile', '/blog', '/balances', '/support'])(
    'mark no place at %s',
    (pathname) => {
      expect(currentPlace(pathname, signedInPlaces(true))).toBeUndefined();
    },
  );

  it('send Deposit funds to the AUD deposit in Transfer', () => {
    expect(DEPOSIT_FUNDS_PATH).toBe('/transfer?tab=deposit-fiat');
  });
});

describe('the account menu', () => {
  it('offers Verification only while the user is not verified', () => {
    expect(accountLinks(false).map((link) => link.label)).toEqual([
      'Profile',
      'Verification',
      'Support',
    ]);
    expect(accountLinks(true).map((link) => link.to)).toEqual(['/profile', '/contact-us']);
  });

  it('gives customers their places, account menu and money actions, never the console', () => {
    const nav = signedInNav({ staff: false, canBuy: true, verified: true });
    expect(nav.links.map((link) => link.label)).toEqual([
      'Home',
      'Portfolio',
      'Trade',
      'Transfer',
      'Activity',
    ]);
    expect(nav.places).toEqual(nav.links);
    expect(nav.menu.map((link) => link.label)).toEqual(['Profile', 'Support']);
    expect(nav.customer).toBe(true);
    expect([...nav.links, ...nav.menu].map((link) => link.to)).not.toContain('/support');
  });

  it('gives staff the support console only: no customer place, menu item or money action', () => {
    for (const canBuy of [true, false]) {
      for (const verified of [true, false]) {
        const nav = signedInNav({ staff: true, canBuy, verified });
        expect(nav.links).toEqual([{ to: '/support', label: 'Support console' }]);
        expect(nav.places).toEqual([]);
        expect(nav.menu).toEqual([]);
        expect(nav.customer).toBe(false);
      }
    }
  });
});
