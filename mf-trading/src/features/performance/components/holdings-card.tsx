import { Skeleton } from '@chakra-ui/react';
import { QueryState, type PortfolioHoldings, SectionCard } from '@wattle/shared';
import type { ReactNode } from 'react';
import { useHoldings } from '../api/get-holdings';

/** A card drawn from the customer's holdings with P&L, a skeleton of `skeletonHeight` until they load. */
export function HoldingsCard({
  title,
  loadingLabel,
  skeletonHeight,
  children,
}: {
  title: string;
  loadingLabel: string;
  skeletonHeight: string;
  children: (holdings: PortfolioHoldings) => ReactNode;
}) {
  const holdings = useHoldings();
  return (
    <SectionCard title={title}>
      <QueryState
        query={holdings}
        loadingLabel={loadingLabel}
        loading={<Skeleton h={skeletonHeight} />}
      >
        {children}
      </QueryState>
    </SectionCard>
  );
}
