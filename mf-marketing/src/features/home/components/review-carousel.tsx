import { Box, Container, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon, StarIcon } from '@wattle/shared/icons';
import { useState } from 'react';
import { wrapIndex } from '../lib/carousel';
import type { Review } from '../lib/home-content';

/**
 * Customer reviews, previous and next wrapping around. On a phone the review takes the full
 * width and the two arrows (44 px targets) sit side by side below it.
 */
export function ReviewCarousel({ reviews }: { reviews: readonly Review[] }) {
  const [index, setIndex] = useState(0);
  const review = reviews[index];
  if (!review) return null;
  const move = (step: number) => setIndex((current) => wrapIndex(current, step, reviews.length));
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-labelledby="reviews-heading"
      bg="eucalypt.subtle"
      py={{ base: '12', md: '16' }}
    >
      <Container maxW="4xl">
        <Heading
          id="reviews-heading"
          as="h2"
          size={{ base: 'xl', md: '2xl' }}
          textAlign="center"
          mb={{ base: '6', md: '8' }}
        >
          What our customers say
        </Heading>
        <Flex gap={{ base: '4', md: '6' }} align="center" justify="center" wrap="wrap">
          <IconButton
            aria-label="Previous review"
            variant="outline"
            rounded="full"
            size="lg"
            onClick={() => move(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Stack
            as="figure"
            flex={{ base: '1 0 100%', md: '1' }}
            order={{ base: -1, md: 0 }}
            m="0"
            bg="bg"
            rounded="xl"
            shadow="sm"
            p={{ base: '5', md: '8' }}
            gap="4"
            aria-roledescription="slide"
            aria-label={`Review ${index + 1} of ${reviews.length}`}
            aria-live="polite"
          >
            <HStack gap="1" color="brand.500" aria-label="5 out of 5 stars" role="img">
              {[0, 1, 2, 3, 4].map((star) => (
                <StarIcon key={star} boxSize="4" />
              ))}
            </HStack>
            <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall">
              “{review.quote}”
            </Text>
            <Text as="figcaption" fontWeight="semibold">
              {review.name}{' '}
              <Text as="span" fontWeight="normal" color="fg.muted">
                · {review.place}
              </Text>
            </Text>
          </Stack>
          <IconButton
            aria-label="Next review"
            variant="outline"
            rounded="full"
            size="lg"
            onClick={() => move(1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      </Container>
    </Box>
  );
}
