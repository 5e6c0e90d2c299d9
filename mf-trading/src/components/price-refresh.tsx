import { usePriceCountdown } from '@/lib/assets/use-price-countdown';

/**
 * Keeps a page's prices on the refresh beat (docs/product/trading.md#price-refresh) without
 * showing the countdown. Its own component so the tick each second re-renders nothing: held by
 * the page, it would re-render the whole page every second (see the dashboard's PriceCountdown,
 * which shows it).
 */
export function PriceRefresh() {
  usePriceCountdown();
  return null;
}
