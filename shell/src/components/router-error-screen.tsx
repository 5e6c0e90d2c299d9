import { Box, Button, Heading, Text } from '@chakra-ui/react';

/** What a router failure shows (docs/product/errors.md#messages). */
export function RouterErrorScreen() {
  return (
    <Box as="main" role="alert" maxW="lg" mx="auto" py="16" px="4">
      <Heading as="h1" size="2xl" mb="4">
        Unexpected Application Error!
      </Heading>
      <Text mb="6">Something went wrong while showing this page.</Text>
      <Button colorPalette="brand" onClick={() => window.location.assign('/')}>
        Back to Wattle
      </Button>
    </Box>
  );
}
