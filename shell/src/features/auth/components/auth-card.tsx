import { Box, Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of every sign-in page: one card, centred; edge to edge on a phone. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box
      as="main"
      id="main"
      flex="1"
      bg={{ base: 'bg', sm: 'eucalypt.50' }}
      px={{ base: '0', sm: '4' }}
      py={{ base: '6', sm: '12' }}
    >
      <Card.Root
        maxW="md"
        mx="auto"
        variant={{ base: 'subtle', sm: 'elevated' }}
        bg="bg"
        borderRadius={{ base: '0', sm: 'xl' }}
        boxShadow={{ base: 'none', sm: 'md' }}
      >
        <Card.Body gap="6" p={{ base: '5', sm: '8' }}>
          <Box>
            <Heading as="h1" size="2xl" mb={subtitle ? '2' : '0'}>
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Box>
          {children}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
