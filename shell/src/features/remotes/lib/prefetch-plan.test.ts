import { afterEach, describe, expect, it, vi } from 'vitest';
import { remotesToPrefetch, whenNetworkQuiet } from './prefetch-plan';

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

describe('whenNetworkQuiet', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits while resources keep finishing, then runs once the network has been quiet', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    let lastEnd = performance.now();
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      () => [{ responseEnd: lastEnd }] as unknown as PerformanceEntryList,
    );
    const task = vi.fn();
    whenNetworkQuiet(task, 400, 5000);
    for (let step = 0; step < 5; step += 1) {
      vi.advanceTimersByTime(300);
      lastEnd = performance.now(); // a chunk, a query, a font…
    }
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after maxWaitMs on a page that never stops fetching', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      () => [{ responseEnd: performance.now() }] as unknown as PerformanceEntryList,
    );
    const task = vi.fn();
    whenNetworkQuiet(task, 400, 5000);
    vi.advanceTimersByTime(4800);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
