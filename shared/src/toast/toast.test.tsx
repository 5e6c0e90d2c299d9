// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app.js';
import { COPIED_TO_CLIPBOARD, copyToClipboard, showToast } from './toast.js';

/** happy-dom's own handle on the window: media queries follow its viewport, not innerWidth. */
interface HappyDomWindow {
  happyDOM: { setViewport: (viewport: { width: number; height: number }) => void };
}

describe('toasts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('copies, then says "Copied to clipboard" in a dark toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    renderApp(<p>page</p>);
    await act(() => copyToClipboard('https://app.test/signup?referralCode=ABCD2345'));
    expect(writeText).toHaveBeenCalledWith('https://app.test/signup?referralCode=ABCD2345');
    const toast = await screen.findByText(COPIED_TO_CLIPBOARD);
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast-theme--dark');
  });

  it('stacks at the bottom end, newest first, at most three at once', async () => {
    renderApp(<p>page</p>);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) showToast('info', `Toast ${n}`);
    });
    await waitFor(() => expect(screen.getByText('Toast 3')).toBeInTheDocument());
    const container = screen.getByText('Toast 1').closest('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--bottom-right');
    expect(screen.queryByText('Toast 4')).toBeNull();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(3);
    const texts = [...document.querySelectorAll('.Toastify__toast')].map(
      (node) => node.textContent,
    );
    expect(texts).toEqual(['Toast 3', 'Toast 2', 'Toast 1']);
  });

  it('shows one at a time on a phone, the rest waiting their turn', async () => {
    const { happyDOM } = window as unknown as HappyDomWindow;
    const { width, height } = { width: window.innerWidth, height: window.innerHeight };
    happyDOM.setViewport({ width: 375, height: 812 });
    try {
      renderApp(<p>page</p>);
      act(() => {
        for (const n of [1, 2, 3]) showToast('info', `Toast ${n}`);
      });
      await waitFor(() => expect(screen.getByText('Toast 1')).toBeInTheDocument());
      expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
    } finally {
      happyDOM.setViewport({ width, height });
    }
  });

  it('replaces a toast on the same subject instead of stacking the newer one under it', async () => {
    renderApp(<p>page</p>);
    act(() => showToast('error', 'Identity verification failed: try again', { toastId: 'kyc' }));
    await waitFor(() => expect(screen.getByText(/verification failed/)).toBeInTheDocument());
    act(() => showToast('success', 'Identity verified: welcome', { toastId: 'kyc' }));
    await waitFor(() => expect(screen.getByText('Identity verified: welcome')).toBeInTheDocument());
    expect(screen.queryByText(/verification failed/)).toBeNull();
    const toasts = document.querySelectorAll('.Toastify__toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveClass('Toastify__toast--success');
  });

  it('shows nothing while the page is hidden: nobody would see it', async () => {
    renderApp(<p>page</p>);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => showToast('info', 'Seen by nobody'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => showToast('success', 'Seen by someone'));
    await waitFor(() => expect(screen.getByText('Seen by someone')).toBeInTheDocument());
    expect(screen.queryByText('Seen by nobody')).toBeNull();
  });
});
