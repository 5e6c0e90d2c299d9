import { Box, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';

/**
 * A chart as a figure: the canvas for the eye, the caption for a screen reader. Not an
 * `img`, because the chart library puts a focusable attribution link inside.
 */
export function ChartFigure({
  container,
  height,
  label,
  testId,
}: {
  container: RefObject<HTMLDivElement | null>;
  height: number;
  label: string;
  testId: string;
}) {
  return (
    <Box as="figure" m="0" aria-label={label} data-testid={testId}>
      <Box ref={container} h={`${height}px`} w="full" />
      <Text as="figcaption" srOnly>
        {label}
      </Text>
    </Box>
  );
}
