import { SectionCard } from '@wattle/shared';
import { useState } from 'react';
import { SegmentPicker } from '@/components/segment-picker';
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
        <SegmentPicker options={VIEWS} value={view} onChange={setView} label="Orders to show" />
      }
    >
      {view === 'open' ? <OpenOrdersList /> : <ClosedOrdersList />}
    </SectionCard>
  );
}
