import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * A titled panel of a page or a profile tab: a region named by its heading, with an optional
 * line under the title and actions beside it. Every remote's panels are this one.
 */
export function SectionCard({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
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
        <Box>
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" fontSize="sm" mt="1">
              {description}
            </Text>
          )}
        </Box>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}
