import { useEffect, useRef, type RefObject } from 'react';
import { toast } from 'react-toastify';

const RESULT_MARGIN = '5rem';

/** Subjects whose outcome a screen shows right now, with how many screens show each. */
const shownOnScreen = new Map<string, number>();

/**
 * Whether a screen is showing the outcome of `subject` itself: a toast about it would say the
 * same thing twice (docs/product/screens.md#results-in-view).
 */
export function isShownOnScreen(subject: string): boolean {
  return shownOnScreen.has(subject);
}

/**
 * A step's result, brought into view when it appears (docs/product/screens.md#results-in-view):
 * on a phone the button that finished the step is often low on the page, and the result would
 * otherwise start below the fold. With a `subject` (a notification's, see `notificationSubject`)
 * the result also speaks for that subject while it is shown: a toast already showing about it
 * is dismissed, and a notification that arrives meanwhile joins the list without a toast.
 */
export function useResultInView<T extends HTMLElement>(subject?: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element?.scrollIntoView) return;
    // Clear of the sticky header above and a phone's tab bar below.
    element.style.scrollMarginBlock = RESULT_MARGIN;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, []);
  useEffect(() => {
    if (!subject) return;
    shownOnScreen.set(subject, (shownOnScreen.get(subject) ?? 0) + 1);
    toast.dismiss(subject);
    return () => {
      const left = (shownOnScreen.get(subject) ?? 1) - 1;
      if (left > 0) shownOnScreen.set(subject, left);
      else shownOnScreen.delete(subject);
    };
  }, [subject]);
  return ref;
}
