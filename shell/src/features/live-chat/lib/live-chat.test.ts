import { describe, expect, it, vi } from 'vitest';
import { createLiveChatLoader, isLiveChatHidden, LIVE_CHAT_IDLE_MS } from './live-chat';

describe('live chat', () => {
  it.each([
    '/buy',
    '/buy/bitcoin',
    '/marketplace',
    '/top-100',
    '/exchange-rates',
    '/events',
    '/learn',
    '/learn/what-is-staking',
  ])('hides the launcher on %s', (path) => {
    expect(isLiveChatHidden(path, false)).toBe(true);
  });

  it.each(['/', '/dashboard', '/login', '/blog', '/buyer-guide'])(
    'shows the launcher on %s',
    (path) => {
      expect(isLiveChatHidden(path, false)).toBe(false);
    },
  );

  it('hides the launcher everywhere during maintenance', () => {
    expect(isLiveChatHidden('/', true)).toBe(true);
  });

  it('loads the widget after 5000 ms idle', () => {
    expect(LIVE_CHAT_IDLE_MS).toBe(5_000);
  });

  it('loads the widget once, and again only after a failure', async () => {
    const widget = { open: vi.fn() };
    const load = vi.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValue(widget);
    const loader = createLiveChatLoader(load);
    await expect(loader.load()).rejects.toThrow('blocked');
    await expect(loader.load()).resolves.toBe(widget);
    await expect(loader.load()).resolves.toBe(widget);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
