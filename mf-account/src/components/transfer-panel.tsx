import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One deposit or withdrawal tab: its heading, a line on what it does, then its content. */
export function TransferPanel({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="5" maxW="xl">
      <Box>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
      </Box>
      {children}
    </Stack>
  );
}
