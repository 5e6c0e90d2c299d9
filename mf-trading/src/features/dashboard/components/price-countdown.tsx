import { Text } from '@chakra-ui/react';
import { usePriceCountdown } from '@/lib/assets/use-price-countdown';

/**
 * "Prices update in 12s", and the refresh on that beat. Its own component so the tick each
 * second re-renders this line only: held by the page, it would re-render the whole dashboard
 * every second, a long task on a phone that keeps the page from ever settling.
 */
export function PriceCountdown() {
  const secondsLeft = usePriceCountdown();
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="price-countdown">
      Prices update in {secondsLeft}s
    </Text>
  );
}
