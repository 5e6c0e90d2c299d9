import { Stack, Text } from '@chakra-ui/react';
import { formatTimeWithSeconds, QUOTE_LIFETIME_SECONDS } from '@wattle/shared';
import { useQuoteCountdown } from '@/lib/order/use-quote-countdown';

/** When the quote's price was set: a quote lives QUOTE_LIFETIME_SECONDS from then. */
function quotedAt(expiresAt: string): string {
  return new Date(Date.parse(expiresAt) - QUOTE_LIFETIME_SECONDS * 1000).toISOString();
}

/**
 * 'Price refreshed at 3:41:07pm' (Sydney time) and 'This quote will refresh in N secs'. Key it
 * by quote id: each refresh brings a new quote, its own time and a fresh count.
 */
export function QuoteCountdown({
  expiresAt,
  onElapsed,
  paused,
}: {
  /** The quote's expiry, from which the time its price was set follows. */
  expiresAt: string;
  onElapsed: () => void;
  paused: boolean;
}) {
  const secondsLeft = useQuoteCountdown(onElapsed, paused);
  return (
    <Stack gap="0" fontSize="sm" color="fg.muted" textAlign="center">
      <Text data-testid="price-refreshed-at">
        Price refreshed at {formatTimeWithSeconds(quotedAt(expiresAt))}
      </Text>
      <Text role="timer">This quote will refresh in {secondsLeft} secs</Text>
    </Stack>
  );
}
