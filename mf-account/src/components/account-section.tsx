import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled part of a profile tab: a region named by its heading. */
export function AccountSection({
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
      p={{ base: '4', md: '6' }}
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
