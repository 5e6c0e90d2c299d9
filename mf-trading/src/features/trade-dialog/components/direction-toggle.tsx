import { SegmentGroup } from '@chakra-ui/react';
import type { Direction } from '@/lib/assets/trade-availability';

export interface DirectionOption {
  value: Direction;
  label: string;
  disabled: boolean;
}

/** The Buy/Sell toggle (and Swap); a disabled direction disables its toggle. */
export function DirectionToggle({
  value,
  options,
  onChange,
  disabled,
}: {
  value: Direction;
  options: DirectionOption[];
  onChange: (direction: Direction) => void;
  disabled: boolean;
}) {
  return (
    <SegmentGroup.Root
      value={value}
      onValueChange={(details) => {
        const chosen = options.find((option) => option.value === details.value);
        if (chosen) onChange(chosen.value);
      }}
      disabled={disabled}
      aria-label="Order type"
      w="full"
      size="md"
    >
      <SegmentGroup.Items
        items={options}
        flex="1"
        justifyContent="center"
        fontWeight="semibold"
        _checked={{ bg: 'eucalypt.solid', color: 'eucalypt.contrast' }}
      />
    </SegmentGroup.Root>
  );
}
