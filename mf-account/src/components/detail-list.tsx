import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label–value lines of an account: a person's details, deposit details, a referral. */
export function DetailList({ details, label }: { details: Detail[]; label?: string }) {
  return (
    <DataList.Root orientation="horizontal" aria-label={label}>
      {details.map((detail) => (
        <DataList.Item key={detail.label}>
          <DataList.ItemLabel>{detail.label}</DataList.ItemLabel>
          <DataList.ItemValue>{detail.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
