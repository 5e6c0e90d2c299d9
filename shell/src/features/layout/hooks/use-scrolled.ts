import { useSyncExternalStore } from 'react';

/**
 * Whether the page is scrolled, as last read where reading it costs nothing extra: in a scroll
 * event, or in the next frame's callback, just before the browser lays the page out anyway.
 * Read during a render instead (`window.scrollY` in the snapshot), it made the browser lay out
 * the page then and again in the frame: about a tenth of the header's first render on a phone.
 */
let scrolled = false;
const listeners = new Set<() => void>();

function readScroll() {
  const now = window.scrollY > 0;
  if (now === scrolled) return;
  scrolled = now;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('scroll', readScroll, { passive: true });
    // A page scrolled before the header came (a prerendered page read before the app started).
    requestAnimationFrame(readScroll);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', readScroll);
  };
}

/** True once the page is scrolled at all (the header then turns solid). */
export function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrolled,
    () => false,
  );
}
