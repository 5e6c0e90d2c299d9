import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Every trading page: one main landmark, one h1, room for page actions. */
export function PageLayout({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      as="main"
      maxW="7xl"
      mx="auto"
      w="full"
      px={{ base: '4', md: '8' }}
      py={{ base: '5', md: '8' }}
    >
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="6">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
