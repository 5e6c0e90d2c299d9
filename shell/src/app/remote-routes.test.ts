import { describe, expect, it } from 'vitest';
import {
  dashboardAtHome,
  earlyRequestsFor,
  firstRemoteFor,
  remoteBesideSessionCheck,
  remoteRouteFor,
} from './remote-routes';

describe('remoteRouteFor', () => {
  it.each([
    ['/dashboard', 'trading', true],
    ['/balance', 'trading', true],
    ['/buckets/low-risk', 'trading', true],
    ['/profile', 'account', true],
    ['/transfer', 'account', true],
    ['/new-profile', 'account', true],
    ['/transaction', 'history', true],
    ['/buy/bitcoin', 'marketing', false],
    ['/blog/crypto-landscape', 'marketing', false],
    ['/terms-of-use', 'marketing', false],
    ['/btc', 'marketing', false],
    ['/xtz', 'marketing', false],
  ])('sends %s to %s (session required: %s)', (path, remote, requiresSession) => {
    expect(remoteRouteFor(path)).toEqual({ remote, requiresSession });
  });

  it('owns nothing unknown, even names of object properties', () => {
    expect(remoteRouteFor('/nowhere')).toBeUndefined();
    expect(remoteRouteFor('/constructor')).toBeUndefined();
    expect(remoteRouteFor('/__proto__')).toBeUndefined();
  });
});

describe('firstRemoteFor', () => {
  it('starts the marketing home for a visitor and the dashboard once a token is stored', () => {
    expect(firstRemoteFor('/', false)).toBe('marketing');
    expect(firstRemoteFor('/', true)).toBe('trading');
  });

  it('follows the remote that owns the first path segment', () => {
    expect(firstRemoteFor('/dashboard', true)).toBe('trading');
    expect(firstRemoteFor('/profile', true)).toBe('account');
    expect(firstRemoteFor('/transaction', true)).toBe('history');
    expect(firstRemoteFor('/learn/what-is-bitcoin', false)).toBe('marketing');
  });

  it('starts nothing for the shell’s own pages and unknown paths', () => {
    expect(firstRemoteFor('/login', false)).toBeUndefined();
    expect(firstRemoteFor('/notifications', true)).toBeUndefined();
    expect(firstRemoteFor('/no-such-page', false)).toBeUndefined();
  });
});

describe('dashboardAtHome', () => {
  it('is the dashboard at / once a token is stored, and nowhere else', () => {
    expect(dashboardAtHome('/', true)).toBe(true);
    expect(dashboardAtHome('/', false)).toBe(false);
    expect(dashboardAtHome('/dashboard', true)).toBe(false);
    expect(dashboardAtHome('/buy/bitcoin', true)).toBe(false);
  });
});

describe('remoteBesideSessionCheck', () => {
  it("loads the page's remote while a stored session is checked: the dashboard's at /", () => {
    expect(remoteBesideSessionCheck(true, '/')).toBe('trading');
    expect(remoteBesideSessionCheck(true, '/transaction/tax-report')).toBe('history');
    expect(remoteBesideSessionCheck(true, '/profile')).toBe('account');
  });

  it('loads nothing for a visitor, or for a page no remote owns', () => {
    expect(remoteBesideSessionCheck(false, '/dashboard')).toBeUndefined();
    expect(remoteBesideSessionCheck(false, '/')).toBeUndefined();
    expect(remoteBesideSessionCheck(true, '/notifications')).toBeUndefined();
  });
});

describe('earlyRequestsFor', () => {
  const session = ['/user', '/notification', '/user/permissions'];

  it("sends the session's own on every page, and a trading page's own on it", () => {
    expect(earlyRequestsFor('/profile')).toEqual(session);
    for (const dashboard of ['/', '/dashboard', '/dashboard/']) {
      expect(earlyRequestsFor(dashboard)).toEqual([
        ...session,
        '/user/portfolio/balances',
        '/asset',
        '/asset/stats',
        '/user/preferences',
        '/transaction/trades',
        '/recurring-buys',
      ]);
    }
    expect(earlyRequestsFor('/dashboard/elsewhere')).toEqual(session);
    expect(earlyRequestsFor('/balance')).toEqual([
      ...session,
      '/user/portfolio/balances',
      '/asset',
      '/user/preferences',
      '/user/portfolio/history?range=30d',
      '/user/held-deposits',
    ]);
    expect(earlyRequestsFor('/buckets/')).toEqual([...session, '/buckets']);
    expect(earlyRequestsFor('/constructor')).toEqual(session);
  });
});
