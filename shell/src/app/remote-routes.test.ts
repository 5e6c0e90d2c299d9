import { describe, expect, it } from 'vitest';
import { remoteRouteFor } from './remote-routes';

describe('remoteRouteFor', () => {
  it.each([
    ['/dashboard', 'trading', true],
    ['/balance', 'trading', true],
    ['/buckets/low-risk', 'trading', true],
    ['/profile', 'account', true],
    ['/new-profile', 'account', true],
    ['/transaction', 'history', true],
    ['/buy/bitcoin', 'marketing', false],
    ['/blog/crypto-landscape', 'marketing', false],
    ['/terms-of-use', 'marketing', false],
  ])('sends %s to %s (session required: %s)', (path, remote, requiresSession) => {
    expect(remoteRouteFor(path)).toEqual({ remote, requiresSession });
  });

  it('owns nothing unknown, even names of object properties', () => {
    expect(remoteRouteFor('/nowhere')).toBeUndefined();
    expect(remoteRouteFor('/constructor')).toBeUndefined();
    expect(remoteRouteFor('/__proto__')).toBeUndefined();
  });
});
