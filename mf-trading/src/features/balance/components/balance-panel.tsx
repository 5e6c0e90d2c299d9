import { Box } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { portfolioBalancesQueryOptions, QueryState, SectionCard } from '@wattle/shared';
import type { ReactNode } from 'react';
import { SectionLink } from '@/components/section-link';
import { useIsDesktop } from '@/lib/use-is-desktop';
import { classifyHoldings } from '../lib/classify-holdings';
import { BalanceSkeleton } from './balance-skeleton';
import { HoldingsList } from './holdings-list';
import { MobileHoldings } from './mobile-holdings';
import { PortfolioTotals } from './portfolio-totals';

/**
 * The balance panel, desktop or mobile variant (docs/product/screens.md#balance). `summary`
 * sits with the total: the dashboard puts the P&L line there.
 */
export function BalancePanel({ summary }: { summary?: ReactNode }) {
  const portfolio = useQuery(portfolioBalancesQueryOptions());
  const desktop = useIsDesktop();
  return (
    <SectionCard
      title="Your balance"
      actions={<SectionLink to="/balance">See full balance</SectionLink>}
    >
      <QueryState
        query={portfolio}
        loadingLabel="Loading your balance"
        loading={<BalanceSkeleton />}
      >
        {(balances) => (
          <>
            <PortfolioTotals portfolio={balances} />
            {summary && (
              <Box mt="-2" mb="4" data-testid="balance-summary">
                {summary}
              </Box>
            )}
            {desktop ? (
              <HoldingsList classified={classifyHoldings(balances.cryptoHoldings)} />
            ) : (
              <MobileHoldings classified={classifyHoldings(balances.cryptoHoldings)} />
            )}
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
