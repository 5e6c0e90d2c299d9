import { SegmentGroup } from '@chakra-ui/react';
import type { OrderTab } from '../lib/waiting-order';

const TABS: { value: OrderTab; label: string }[] = [
  { value: 'market', label: 'Market' },
  { value: 'limit', label: 'Limit' },
  { value: 'stop', label: 'Stop' },
];

/** Advanced mode's choice of order: at the market now, at a limit, or at a stop. */
export function OrderTabs({
  value,
  onChange,
  disabled,
}: {
  value: OrderTab;
  onChange: (tab: OrderTab) => void;
  disabled: boolean;
}) {
  return (
    <SegmentGroup.Root
      value={value}
      onValueChange={(details) => {
        const chosen = TABS.find((tab) => tab.value === details.value);
        if (chosen) onChange(chosen.value);
      }}
      disabled={disabled}
      aria-label="Order kind"
      w="full"
      size="sm"
    >
      <SegmentGroup.Items items={TABS} flex="1" justifyContent="center" />
    </SegmentGroup.Root>
  );
}
