import { Text, type TextProps } from '@chakra-ui/react';
import { changeDirection, formatPercent, UNAVAILABLE } from '@wattle/shared';

/** Red for down, blue for up (the theme's `change` tokens). */
export const CHANGE_COLOURS = { up: 'change.up', down: 'change.down', flat: 'fg.muted' } as const;

/** The daily change to 2 decimals, red down and blue up; the sign says it too. */
export function DailyChange({ value, ...props }: { value: string | undefined } & TextProps) {
  if (value === undefined) {
    return (
      <Text as="span" color="fg.muted" {...props}>
        {UNAVAILABLE}
      </Text>
    );
  }
  const direction = changeDirection(value);
  const shown = formatPercent(value);
  return (
    <Text
      as="span"
      color={CHANGE_COLOURS[direction]}
      fontVariantNumeric="tabular-nums"
      data-direction={direction}
      {...props}
    >
      {direction === 'up' ? `+${shown}` : shown}
    </Text>
  );
}
