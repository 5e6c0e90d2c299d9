import { HStack, Stack, Text } from '@chakra-ui/react';

/** Label-value rows of a withdrawal's summary or result. */
export function SummaryList({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Stack as="dl" gap="2" borderWidth="1px" borderRadius="md" p="4">
      {rows.map((row) => (
        <HStack key={row.label} justify="space-between" align="start" gap="4">
          <Text as="dt" color="fg.muted">
            {row.label}
          </Text>
          {/* A long address breaks anywhere; an amount wraps at its space, never inside "BTC". */}
          <Text as="dd" fontWeight="semibold" textAlign="end" minW="0" overflowWrap="anywhere">
            {row.value}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
