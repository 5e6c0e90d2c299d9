import { Button, Heading, Stack } from '@chakra-ui/react';
import { useResultInView } from '@wattle/shared';
import type { ReactNode } from 'react';
import { SummaryList, type SummaryRow } from '@/components/summary-list';
import { CostsNote } from './costs-note';

export interface OrderReceiptProps {
  /** What executed, top to bottom: what the customer got, price, spread, fee, the total last. */
  rows: SummaryRow[];
  /** The all-in cost line under the figures. */
  allInCost: ReactNode;
  /** The fee rate the order paid, for the two-costs note; no note while it is unknown. */
  feePercentage: string | null;
  /** What identifies the order (Advanced view). */
  details?: SummaryRow[];
  doneLabel: string;
  onDone: () => void;
}

/**
 * The one receipt of an executed order (docs/product/trading.md#receipt), a trade's or a
 * bucket's: the executed figures with the total last, the all-in cost, the two costs in words,
 * the order's details when asked for, then one button back. Brought into view as it appears
 * (docs/product/screens.md#results-in-view).
 */
export function OrderReceipt({
  rows,
  allInCost,
  feePercentage,
  details,
  doneLabel,
  onDone,
}: OrderReceiptProps) {
  const ref = useResultInView<HTMLDivElement>();
  return (
    <Stack gap="5" ref={ref}>
      <SummaryList label="Executed order" rows={rows} />
      {allInCost}
      {feePercentage !== null && <CostsNote feePercentage={feePercentage} />}
      {details && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Order details
          </Heading>
          <SummaryList label="Order details" rows={details} />
        </Stack>
      )}
      <Button colorPalette="brand" onClick={onDone}>
        {doneLabel}
      </Button>
    </Stack>
  );
}
