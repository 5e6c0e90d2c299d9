import { toast, type ToastOptions } from 'react-toastify';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export const TOAST_AUTO_CLOSE_MS = 5_000;
/** At most this many toasts show at once; the rest wait their turn. */
export const TOAST_LIMIT = 3;
export const COPIED_TO_CLIPBOARD = 'Copied to clipboard';

/** Shows a toast unless the page is hidden: nobody would see it (spec §8). */
export function showToast(kind: ToastKind, message: string, options?: ToastOptions): void {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  toast[kind](message, options);
}

export async function copyToClipboard(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
  showToast('success', COPIED_TO_CLIPBOARD);
}
