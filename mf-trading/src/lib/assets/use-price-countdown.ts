import { useQueryClient } from '@tanstack/react-query';
import { assetKeys, showToast } from '@wattle/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PRICE_PAGES } from '@/config/paths';
import { COUNTDOWN_TICK_MS, PRICES_POLL_SECONDS } from '@/config/polling';
import { isDueForRefresh } from './price-countdown';

export const LIVE_PRICE_ERROR = 'Error fetching live price data';

/**
 * A countdown ticks every second and prices are fetched again once it is at or
 * below the tick, while the customer is on a page that shows prices. Returns the seconds
 * left so the page can say when prices update next.
 */
export function usePriceCountdown(): number {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const active = (PRICE_PAGES as readonly string[]).includes(pathname.replace(/\/$/, '') || '/');
  const remaining = useRef(PRICES_POLL_SECONDS);
  const [secondsLeft, setSecondsLeft] = useState(PRICES_POLL_SECONDS);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (isDueForRefresh(remaining.current, COUNTDOWN_TICK_MS)) {
        remaining.current = PRICES_POLL_SECONDS;
        queryClient
          .refetchQueries({ queryKey: assetKeys.list() }, { throwOnError: true })
          .catch(() => showToast('error', LIVE_PRICE_ERROR, { toastId: LIVE_PRICE_ERROR }));
      } else {
        remaining.current -= 1;
      }
      setSecondsLeft(remaining.current);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [active, queryClient]);

  return secondsLeft;
}
