import { Link, Spinner, Text } from '@chakra-ui/react';
import { errorMessage } from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '@/components/section-card';
import { useIsDesktop } from '@/lib/use-is-desktop';
import { usePortfolioBalances } from '../api/get-portfolio-balances';
import { classifyHoldings } from '../lib/classify-holdings';
import { HoldingsList } from './holdings-list';
import { MobileHoldings } from './mobile-holdings';
import { PortfolioTotals } from './portfolio-totals';

/** Spec §2.7: the dashboard's balance panel, desktop or mobile variant. */
export function BalancePanel() {
  const portfolio = usePortfolioBalances();
  const desktop = useIsDesktop();
  return (
    <SectionCard
      title="Your balance"
      actions={
        <Link asChild fontSize="sm" color="eucalypt.fg">
          <RouterLink to="/balance">See full balance</RouterLink>
        </Link>
      }
    >
      {portfolio.isPending && <Spinner aria-label="Loading your balance" />}
      {portfolio.isError && <Text role="alert">{errorMessage(portfolio.error)}</Text>}
      {portfolio.data && (
        <>
          <PortfolioTotals portfolio={portfolio.data} />
          {desktop ? (
            <HoldingsList classified={classifyHoldings(portfolio.data.cryptoHoldings)} />
          ) : (
            <MobileHoldings classified={classifyHoldings(portfolio.data.cryptoHoldings)} />
          )}
        </>
      )}
    </SectionCard>
  );
}
