import { HStack, List, Text } from '@chakra-ui/react';
import { formatDateTime, TRANSACTION_LABELS, type Transaction } from '@wattle/shared';
import { SignedAmount } from '@/components/signed-amount';

/** Legs posted within the same minute as their group read as one moment: no time of their own. */
const sameMinute = (a: string, b: string) =>
  Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000);

/**
 * A group's entries (Debit, Fee, Spread, Credit…), one line each. The group's row carries the
 * time; a leg shows its own only when it came later (a refund days after its withdrawal).
 */
export function LegList({
  legs,
  label,
  at,
}: {
  legs: readonly Transaction[];
  label: string;
  at: string;
}) {
  if (legs.length === 0) return null;
  return (
    <List.Root as="ul" listStyle="none" gap="1" aria-label={label}>
      {legs.map((leg) => (
        <List.Item key={leg.transactionId}>
          <HStack justify="space-between" gap="3" wrap="wrap" fontSize="sm">
            <HStack gap="2" minW="0">
              <Text as="span" fontWeight="medium" minW="14">
                {TRANSACTION_LABELS[leg.type]}
              </Text>
              <Text as="span" color="fg.muted">
                {leg.asset.symbol}
              </Text>
              {!sameMinute(leg.createdAt, at) && (
                <Text as="span" color="fg.muted">
                  {formatDateTime(leg.createdAt)}
                </Text>
              )}
            </HStack>
            <SignedAmount amount={leg.amount} />
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
