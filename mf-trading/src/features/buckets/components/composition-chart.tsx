import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { type Bucket, formatPercent } from '@wattle/shared';
import { SLICE_COLOURS } from '../lib/bucket-limits';
import { donutSlices } from '../lib/donut';

const colourAt = (index: number) => SLICE_COLOURS[index % SLICE_COLOURS.length] ?? '#164E3A';

/** What a bucket holds: a donut of shares beside a legend that says it in words too. */
export function CompositionChart({ bucket }: { bucket: Bucket }) {
  const parts = bucket.assets.map((part) => ({
    label: part.asset.name,
    percentage: part.percentage,
  }));
  const slices = donutSlices(parts);
  const description = parts
    .map((part) => `${part.label} ${formatPercent(part.percentage)}`)
    .join(', ');
  return (
    <Flex gap="4" align="center">
      <Box w="24" h="24" flexShrink={0}>
        <svg viewBox="0 0 100 100" role="img" aria-label={`Composition: ${description}`}>
          {slices.map((slice, index) => (
            <path key={slice.label} d={slice.path} fill={colourAt(index)} />
          ))}
        </svg>
      </Box>
      <Stack
        as="ul"
        listStyleType="none"
        gap="1"
        fontSize="sm"
        aria-label={`${bucket.bucketName} composition`}
      >
        {bucket.assets.map((part, index) => (
          <HStack as="li" key={part.asset.assetId} gap="2">
            <Box w="3" h="3" borderRadius="sm" bg={colourAt(index)} aria-hidden="true" />
            <Text>
              {part.asset.name}{' '}
              <Text as="span" color="fg.muted">
                {formatPercent(part.percentage)}
              </Text>
            </Text>
          </HStack>
        ))}
      </Stack>
    </Flex>
  );
}
