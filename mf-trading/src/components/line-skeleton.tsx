import { Skeleton, Text, type TextProps } from '@chakra-ui/react';

/**
 * A line of text not yet loaded: an empty line box in the real text's font, so the skeleton
 * is exactly as tall as the line that replaces it and nothing below moves when it arrives.
 */
export function LineSkeleton({ w, ...text }: { w: TextProps['w'] } & TextProps) {
  return (
    <Skeleton asChild w={w} maxW="full">
      <Text {...text}>{'\u00a0'}</Text>
    </Skeleton>
  );
}
