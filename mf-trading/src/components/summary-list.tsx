import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** The line a customer reads first: the total. */
  emphasis?: boolean;
}

/** Label–value lines of an order: review, result, bucket quote. */
export function SummaryList({ rows, label }: { rows: SummaryRow[]; label?: string }) {
  return (
    <DataList.Root orientation="horizontal" gap="3" aria-label={label}>
      {rows.map((row) => (
        <DataList.Item
          key={row.label}
          justifyContent="space-between"
          fontWeight={row.emphasis ? 'semibold' : undefined}
          borderTopWidth={row.emphasis ? '1px' : undefined}
          pt={row.emphasis ? '3' : undefined}
        >
          <DataList.ItemLabel color="fg.muted" minW="auto">
            {row.label}
          </DataList.ItemLabel>
          <DataList.ItemValue
            justifyContent="flex-end"
            textAlign="end"
            fontVariantNumeric="tabular-nums"
          >
            {row.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
