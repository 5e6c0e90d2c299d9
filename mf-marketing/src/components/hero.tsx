import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface HeroProps {
  /** The page's one h1. */
  title: string;
  lead: string;
  /** The call to action: a link styled as a button. */
  action: ReactNode;
}

/** The green band a marketing page opens with: headline, one line of promise, one action. */
export function Hero({ title, lead, action }: HeroProps) {
  return (
    <Box bg="eucalypt.800" color="white" py={{ base: '16', md: '24' }}>
      <Container maxW="5xl">
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" mb="4">
          {title}
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="eucalypt.100" mb="8" maxW="2xl">
          {lead}
        </Text>
        {action}
      </Container>
    </Box>
  );
}
