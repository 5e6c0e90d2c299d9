import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function HomePage() {
  return (
    <Box as="main">
      <Box bg="eucalypt.800" color="white" py={{ base: '16', md: '24' }}>
        <Container maxW="5xl">
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" mb="4">
            Buy, sell and swap crypto with Australian dollars
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="eucalypt.100" mb="8" maxW="2xl">
            Low trading fees, no deposit fees, and one-click buckets of coins at the risk level you
            choose. Verified in minutes, supported by a local team.
          </Text>
          <Button asChild size="lg" colorPalette="brand">
            <RouterLink to="/signup">Sign Up Now</RouterLink>
          </Button>
        </Container>
      </Box>
    </Box>
  );
}
