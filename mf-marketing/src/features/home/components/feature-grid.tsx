import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { FeatureBlurb } from '../lib/home-content';

/** One blurb for each promise the home page makes. */
export function FeatureGrid({ features }: { features: readonly FeatureBlurb[] }) {
  return (
    <Box as="section" aria-labelledby="features-heading" py={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <Heading id="features-heading" as="h2" size={{ base: 'xl', md: '2xl' }} mb="8">
          Everything you need to invest in crypto
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {features.map((feature) => (
            <Box as="li" key={feature.title} borderTopWidth="3px" borderColor="brand.500" pt="4">
              <Heading as="h3" fontSize="lg" mb="2">
                {feature.title}
              </Heading>
              <Text color="fg.muted">{feature.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
