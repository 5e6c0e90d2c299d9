import { Flex, SegmentGroup, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useViewMode } from '../hooks/use-view-mode';

const MODES = [
  { value: 'simple', label: 'Simple' },
  { value: 'advanced', label: 'Advanced' },
] as const;

/** Simple and advanced view modes, remembered per customer. */
export function ViewModeSwitch() {
  const { mode, setMode, loaded } = useViewMode();
  const labelId = useId();
  return (
    <Flex align="center" gap="2">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        View
      </Text>
      <SegmentGroup.Root
        size="sm"
        value={mode}
        disabled={!loaded}
        aria-labelledby={labelId}
        onValueChange={(details) => {
          const chosen = MODES.find((option) => option.value === details.value);
          if (chosen && chosen.value !== mode) setMode(chosen.value);
        }}
      >
        <SegmentGroup.Items items={[...MODES]} />
      </SegmentGroup.Root>
    </Flex>
  );
}
