import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before an action may run again; `start` begins a new wait. `startNow` begins
 * the first wait at once (a code was just sent).
 */
export function useCoolDown(seconds: number, { startNow = false }: { startNow?: boolean } = {}) {
  const [now, setNow] = useState(() => Date.now());
  const [until, setUntil] = useState(() => (startNow ? Date.now() + seconds * 1000 : 0));

  useEffect(() => {
    if (until <= now) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until, now]);

  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
