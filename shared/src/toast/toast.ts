import { toast, type ToastOptions } from 'react-toastify';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export const TOAST_AUTO_CLOSE_MS = 5_000;
/** At most this many toasts show at once; the rest wait their turn. */
export const TOAST_LIMIT = 3;
/**
 * On a phone a toast spans the screen; a second and third would cover the page itself (a
 * verification outcome, a form's buttons): one at a time.
 */
export const PHONE_TOAST_LIMIT = 1;
/**
 * Where a phone's toast sits: above the bottom tab bar (4 rem high) with a little air, and
 * above the home indicator.
 */
export const PHONE_TOAST_BOTTOM = 'calc(env(safe-area-inset-bottom) + 4.5rem)';
export const COPIED_TO_CLIPBOARD = 'Copied to clipboard';

/**
 * Shows a toast unless the page is hidden: nobody would see it
 * (docs/product/screens.md#toasts). A toast with a `toastId` still on screen is replaced, not
 * stacked under: the newer word on the same subject (identity verified, after "verification
 * failed") is the one that holds.
 */
export function showToast(kind: ToastKind, message: string, options?: ToastOptions): void {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  const id = options?.toastId;
  if (id !== undefined && toast.isActive(id)) {
    toast.update(id, { ...options, render: message, type: kind });
    return;
  }
  toast[kind](message, options);
}

export async function copyToClipboard(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
  showToast('success', COPIED_TO_CLIPBOARD);
}
