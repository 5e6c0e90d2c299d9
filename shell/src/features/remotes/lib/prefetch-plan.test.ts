import { describe, expect, it } from 'vitest';
import { remotesToPrefetch } from './prefetch-plan';

describe('remotesToPrefetch', () => {
  it('fetches every customer section ahead once signed in, wherever the customer is', () => {
    expect(remotesToPrefetch('authenticated', '/dashboard')).toEqual([
      'trading',
      'account',
      'history',
    ]);
    expect(remotesToPrefetch('authenticated', '/notifications')).toHaveLength(3);
  });

  it('fetches the dashboard for a visitor about to sign in', () => {
    expect(remotesToPrefetch('anonymous', '/login')).toEqual(['trading']);
    expect(remotesToPrefetch('anonymous', '/signup')).toEqual(['trading']);
  });

  it('fetches nothing for a visitor reading, nor before the session is known', () => {
    expect(remotesToPrefetch('anonymous', '/')).toEqual([]);
    expect(remotesToPrefetch('anonymous', '/blog')).toEqual([]);
    expect(remotesToPrefetch('loading', '/dashboard')).toEqual([]);
    expect(remotesToPrefetch('error', '/dashboard')).toEqual([]);
  });
});
