import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One item of a list of the customer's standing instructions (open orders, recurring buys):
 * its summary with a status badge and the details under it, its buttons beside it (under it
 * on a phone).
 */
export function ListRow({
  summary,
  badge,
  details,
  actions,
  gap,
  testId,
}: {
  summary: string;
  badge: ReactNode;
  details: ReactNode;
  actions: ReactNode;
  /** Between the text and the buttons. */
  gap: '2' | '3';
  testId: string;
}) {
  return (
    <Flex
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      gap={gap}
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid={testId}
    >
      <Stack gap="1" flex="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{summary}</Text>
          {badge}
        </HStack>
        {details}
      </Stack>
      {actions}
    </Flex>
  );
}
