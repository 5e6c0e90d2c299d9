import { Box, Flex, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled panel of a page: a region named by its heading. */
export function SectionCard({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
    >
      <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
