import {
  Box,
  HStack,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
  type BoxProps,
} from '@chakra-ui/react';
import { PAGE_FRAME } from './page-frame.js';

/**
 * The shape of what is coming: `rows` a list (coin, transaction, notification rows), `lines` a
 * paragraph or a few facts, `card` one block (a chart, a form, a receipt), `cards` a grid of them (buckets), `inline` one figure
 * inside a sentence ("Available: …").
 */
export type SkeletonShape = 'rows' | 'lines' | 'card' | 'cards' | 'inline';

export interface ContentSkeletonProps extends Omit<BoxProps, 'children' | 'role'> {
  /** What is loading, for screen readers: "Loading your balance". */
  label: string;
  shape?: SkeletonShape;
  /** How many rows or lines; a card's height comes from `h`/`minH`. */
  count?: number;
}

function SkeletonRow() {
  return (
    <HStack gap="3" py="3" borderBottomWidth="1px" borderColor="border.muted">
      <SkeletonCircle size="8" />
      <Stack gap="2" flex="1">
        <Skeleton h="3.5" w="40%" />
        <Skeleton h="3" w="25%" />
      </Stack>
      <Skeleton h="3.5" w="20%" />
    </HStack>
  );
}

/**
 * The one loading pattern (docs/product/screens.md#loading): grey shapes where the content will
 * be, the size it will be, so nothing jumps when it arrives. One status for screen readers;
 * the shapes themselves are hidden from them.
 */
export function ContentSkeleton({
  label,
  shape = 'rows',
  count = 3,
  ...box
}: ContentSkeletonProps) {
  const status = { role: 'status', 'aria-live': 'polite', 'aria-label': label } as const;
  if (shape === 'inline') {
    return (
      <Box as="span" display="inline-block" verticalAlign="middle" {...status} {...box}>
        <Skeleton as="span" display="inline-block" h="1em" w="5em" aria-hidden />
      </Box>
    );
  }
  return (
    <Box {...status} {...box}>
      <Box aria-hidden>
        {shape === 'rows' &&
          Array.from({ length: count }, (_, index) => <SkeletonRow key={index} />)}
        {shape === 'lines' && <SkeletonText noOfLines={count} gap="3" />}
        {shape === 'card' && <Skeleton h="full" minH="40" borderRadius="l3" />}
        {shape === 'cards' && (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
            {Array.from({ length: count }, (_, index) => (
              <Skeleton key={index} h="64" borderRadius="l3" />
            ))}
          </SimpleGrid>
        )}
      </Box>
    </Box>
  );
}

export interface PageSkeletonProps {
  label?: string;
  /** Height it holds: a screen for a signed-in page, so the footer waits below the fold. */
  minH?: BoxProps['minH'];
  /**
   * Draws the page frame and a heading bar too, for a page whose own frame is not on screen
   * yet (its code or the session is loading).
   */
  framed?: boolean;
}

/** A page's content before it comes: a summary card over a list, the shape most pages take. */
export function PageSkeleton({
  label = 'Loading',
  minH = '50vh',
  framed = false,
}: PageSkeletonProps) {
  const body = (
    <Stack gap="6" minH={minH} role="status" aria-live="polite" aria-label={label}>
      <Box aria-hidden>
        {framed && <Skeleton h="9" w="48" mb="6" />}
        <Skeleton h="32" borderRadius="l3" mb="6" />
        {Array.from({ length: 4 }, (_, index) => (
          <SkeletonRow key={index} />
        ))}
      </Box>
    </Stack>
  );
  if (!framed) return body;
  return (
    <Box w="full" px={PAGE_FRAME.px} py={PAGE_FRAME.py}>
      <Box maxW={PAGE_FRAME.maxW} mx="auto">
        {body}
      </Box>
    </Box>
  );
}
