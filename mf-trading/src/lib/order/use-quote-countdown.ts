import { QUOTE_REFRESH_SECONDS } from '@wattle/shared';
import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@/config/polling';

/**
 * The quote on the review screen refreshes every 15 seconds. Mount it with the
 * quote id as key so each new quote starts a fresh count; it stops while `paused` and,
 * being unmounted with the closed dialog, never runs while the dialog is closed.
 */
export function useQuoteCountdown(onElapsed: () => void, paused: boolean): number {
  const [secondsLeft, setSecondsLeft] = useState(QUOTE_REFRESH_SECONDS);
  const remaining = useRef(QUOTE_REFRESH_SECONDS);
  const elapsed = useRef(onElapsed);

  useEffect(() => {
    elapsed.current = onElapsed;
  }, [onElapsed]);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      remaining.current -= 1;
      if (remaining.current <= 0) {
        remaining.current = QUOTE_REFRESH_SECONDS;
        elapsed.current();
      }
      setSecondsLeft(remaining.current);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [paused]);

  return secondsLeft;
}
