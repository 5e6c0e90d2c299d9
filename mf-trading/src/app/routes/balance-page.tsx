import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  AccessBanner,
  HeldDepositsNotice,
  heldDepositsQueryOptions,
  PageLayout,
  portfolioBalancesQueryOptions,
  QueryState,
  tapTargetStyle,
  useSession,
  type Asset,
  type CryptoHolding,
  SectionCard,
} from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { DisabledReason } from '@/components/disabled-reason';
import { PriceRefresh } from '@/components/price-refresh';
import { HoldingsList } from '@/features/balance/components/holdings-list';
import { PortfolioTotals } from '@/features/balance/components/portfolio-totals';
import { classifyHoldings } from '@/features/balance/lib/classify-holdings';
import { LazyPortfolioChart } from '@/features/charts/components/lazy-charts';
import { OpenOrdersPanel } from '@/features/orders/components/open-orders-panel';
import { AllocationChart } from '@/features/performance/components/allocation-chart';
import { PerformanceSummary } from '@/features/performance/components/performance-summary';
import { LaunchedTradeDialog } from '@/features/trade-dialog/components/trade-dialog';
import { useTradeLauncher } from '@/features/trade-dialog/hooks/use-trade-launcher';
import { useViewMode } from '@/features/view-mode/hooks/use-view-mode';
import { cryptoAssets, useAssets } from '@/lib/api/get-assets';
import { sellAvailability, swapAvailability } from '@/lib/assets/trade-availability';
import { PAGE_FRAMES } from '@/lib/page-frames';

/**
 * `/balance`: the whole portfolio, classified as on the dashboard, what it cost and whether it
 * is up or down, its value and cost base over time and its allocation by coin, with any deposit
 * on hold (not in the balance yet) said in words above it.
 */
export function BalancePage() {
  const session = useSession();
  const portfolio = useQuery(portfolioBalancesQueryOptions());
  const held = useQuery(heldDepositsQueryOptions());
  const assets = cryptoAssets(useAssets().data);
  const launcher = useTradeLauncher();
  const { advanced } = useViewMode();

  const actionsFor = (holding: CryptoHolding) => {
    const asset: Asset | undefined = assets.find(
      (candidate) => candidate.assetId === holding.asset.assetId,
    );
    if (!asset) return null;
    const sell = sellAvailability(asset, session.can);
    const swap = swapAvailability(asset, assets, session.can);
    const reasonId = `holding-reason-${asset.assetId}`;
    const describedBy = sell.enabled && swap.enabled ? undefined : reasonId;
    return (
      <Stack gap="1" align="flex-end">
        <HStack gap="2">
          <Link
            asChild
            fontSize="xs"
            color="eucalypt.fg"
            aria-label={`Parcels of ${asset.name}`}
            css={tapTargetStyle}
          >
            <RouterLink to={`/balance/${asset.assetId}`}>Parcels</RouterLink>
          </Link>
          {(
            [
              ['sell', 'Sell', sell],
              ['swap', 'Swap', swap],
            ] as const
          ).map(([side, word, availability]) => (
            <Button
              key={side}
              size="xs"
              variant="outline"
              colorPalette="eucalypt"
              aria-label={`${word} ${asset.name}`}
              disabled={!availability.enabled}
              title={availability.reason ?? undefined}
              aria-describedby={describedBy}
              onClick={() => launcher.choose(asset, side)}
            >
              {word}
            </Button>
          ))}
        </HStack>
        <DisabledReason id={reasonId} reasons={[sell, swap]} />
      </Stack>
    );
  };

  return (
    <PageLayout {...PAGE_FRAMES['/balance']}>
      <PriceRefresh />
      <Stack gap="6">
        <AccessBanner needs={['SELL']} />
        <HeldDepositsNotice deposits={held.data} />
        <QueryState query={portfolio} loadingLabel="Loading your balance">
          {(balances) => <PortfolioTotals portfolio={balances} />}
        </QueryState>
        <PerformanceSummary advanced={advanced} />
        <OpenOrdersPanel />
        <LazyPortfolioChart />
        <AllocationChart />
        {portfolio.data && (
          <SectionCard title="Your crypto">
            <HoldingsList
              classified={classifyHoldings(portfolio.data.cryptoHoldings)}
              actionsFor={actionsFor}
            />
          </SectionCard>
        )}
      </Stack>
      <LaunchedTradeDialog launcher={launcher} advanced={advanced} />
    </PageLayout>
  );
}
