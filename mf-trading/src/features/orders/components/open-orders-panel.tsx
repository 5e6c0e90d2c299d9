import { SegmentGroup } from '@chakra-ui/react';
import { SectionCard } from '@wattle/shared';
import { useState } from 'react';
import { ClosedOrdersList } from './closed-orders-list';
import { OpenOrdersList } from './open-orders-list';

const VIEWS = [
  { value: 'open', label: 'Open', title: 'Open orders' },
  { value: 'closed', label: 'Closed', title: 'Closed orders' },
] as const;
type View = (typeof VIEWS)[number]['value'];

/**
 * The customer's orders: those waiting for a price, or (switched to Closed) those that ended
 * (docs/product/trading.md#closed-orders). The panel's title names the list shown.
 */
export function OpenOrdersPanel() {
  const [view, setView] = useState<View>('open');
  const shown = VIEWS.find((candidate) => candidate.value === view) ?? VIEWS[0];
  return (
    <SectionCard
      title={shown.title}
      actions={
        <SegmentGroup.Root
          size="xs"
          value={view}
          aria-label="Orders to show"
          onValueChange={(details) => {
            const next = VIEWS.find((candidate) => candidate.value === details.value);
            if (next) setView(next.value);
          }}
        >
          <SegmentGroup.Items items={VIEWS.map(({ value, label }) => ({ value, label }))} />
        </SegmentGroup.Root>
      }
    >
      {view === 'open' ? <OpenOrdersList /> : <ClosedOrdersList />}
    </SectionCard>
  );
}
