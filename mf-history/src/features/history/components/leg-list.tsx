import { HStack, List, Text } from '@chakra-ui/react';
import { formatDateTime, TRANSACTION_LABELS, type Transaction } from '@wattle/shared';
import { SignedAmount } from '@/components/signed-amount';

/** A group's entries (Debit, Fee, Spread, Credit…), one line each. */
export function LegList({ legs, label }: { legs: readonly Transaction[]; label: string }) {
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
              <Text as="span" color="fg.muted" hideBelow="sm">
                {formatDateTime(leg.createdAt)}
              </Text>
            </HStack>
            <SignedAmount amount={leg.amount} />
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
