import { Text } from '@chakra-ui/react';
import { useQuoteCountdown } from '@/lib/order/use-quote-countdown';

/** 'This quote will refresh in N secs'. Key it by quote id. */
export function QuoteCountdown({ onElapsed, paused }: { onElapsed: () => void; paused: boolean }) {
  const secondsLeft = useQuoteCountdown(onElapsed, paused);
  return (
    <Text role="timer" fontSize="sm" color="fg.muted" textAlign="center">
      This quote will refresh in {secondsLeft} secs
    </Text>
  );
}
