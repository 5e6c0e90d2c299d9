import { Text } from '@chakra-ui/react';
import type { Availability } from '@/lib/assets/trade-availability';

/**
 * The visible reason beside disabled trade buttons: a tooltip never shows
 * on touch screens. One line for the row; the same reason twice is said once.
 */
export function DisabledReason({ id, reasons }: { id: string; reasons: Availability[] }) {
  const words = [
    ...new Set(reasons.flatMap((reason) => (reason.short === null ? [] : [reason.short]))),
  ];
  if (words.length === 0) return null;
  return (
    <Text id={id} fontSize="xs" color="fg.muted" textAlign="end" data-testid="disabled-reason">
      {words.join(' · ')}
    </Text>
  );
}
