import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolled } from './use-scrolled';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useScrolled', () => {
  it('follows the scroll events, and reads nothing while rendering', async () => {
    const { result, unmount } = renderHook(() => useScrolled());
    await waitFor(() => expect(result.current).toBe(false));
    const read = vi.fn(() => 300);
    Object.defineProperty(window, 'scrollY', { get: read, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
    const readsSoFar = read.mock.calls.length;
    act(() => scrollTo(0));
    expect(result.current).toBe(false);
    unmount();
    expect(readsSoFar).toBe(1);
  });

  it('sees a page scrolled before the header came, in the next frame', async () => {
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    const { result, unmount } = renderHook(() => useScrolled());
    await waitFor(() => expect(result.current).toBe(true));
    act(() => scrollTo(0));
    expect(result.current).toBe(false);
    unmount();
  });
});
