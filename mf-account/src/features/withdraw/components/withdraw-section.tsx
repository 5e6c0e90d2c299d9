import { Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One bordered part of a withdrawal tab: its heading, a button beside it if any, its content. */
export function WithdrawSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Heading as="h3" size="md">
      {title}
    </Heading>
  );
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      {action ? (
        <HStack justify="space-between" wrap="wrap" gap="2">
          {heading}
          {action}
        </HStack>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}
