import { Grid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { AccessBanner, PageLayout, portfolioBalancesQueryOptions } from '@wattle/shared';
import { memo, useMemo } from 'react';
import { RecentActivity } from '@/features/activity/components/recent-activity';
import { BalancePanel } from '@/features/balance/components/balance-panel';
import { LazyPriceChartPanel } from '@/features/charts/components/lazy-charts';
import { PriceStrip, PriceStripMobile } from '@/features/dashboard/components/price-strip';
import { PriceTicker } from '@/features/dashboard/components/price-ticker';
import { SpotPrices } from '@/features/dashboard/components/spot-prices';
import { OpenOrdersPanel } from '@/features/orders/components/open-orders-panel';
import {
  PerformanceLine,
  PerformanceTablePanel,
} from '@/features/performance/components/performance-summary';
import { RecurringBuysPanel } from '@/features/recurring-buys/components/recurring-buys-panel';
import { LaunchedTradeDialog } from '@/features/trade-dialog/components/trade-dialog';
import { useTradeFromUrl } from '@/features/trade-dialog/hooks/use-trade-from-url';
import { useTradeLauncher } from '@/features/trade-dialog/hooks/use-trade-launcher';
import { ViewModeSwitch } from '@/features/view-mode/components/view-mode-switch';
import { useViewMode } from '@/features/view-mode/hooks/use-view-mode';
import { useAssetStats } from '@/lib/api/get-asset-stats';
import { cryptoAssets, useAssets } from '@/lib/api/get-assets';
import { PAGE_FRAMES } from '@/lib/page-frames';
import { useIsDesktop } from '@/lib/use-is-desktop';

const TRADING_PERMISSIONS = ['BUY', 'SELL'] as const;

/** The customer's coins, highest value first: what simple mode lists before popular ones. */
function useHeldAssetIds(): string[] {
  const holdings = useQuery(portfolioBalancesQueryOptions()).data?.cryptoHoldings;
  return useMemo(
    () =>
      (holdings ?? [])
        .filter((holding) => holding.amount.value !== '0' || holding.held.value !== '0')
        .map((holding) => holding.asset.assetId),
    [holdings],
  );
}

/**
 * The sections that read their own data, memoised: the page re-renders as each of its queries
 * answers, and on a phone re-rendering every section each time made those renders long tasks.
 */
const Balance = memo(BalancePanel);
const Activity = memo(RecentActivity);
const RecurringBuys = memo(RecurringBuysPanel);
const OpenOrders = memo(OpenOrdersPanel);
const PerformanceTable = memo(PerformanceTablePanel);
/** One element for every render, so the memoised balance panel is not rendered again for it. */
const PERFORMANCE_LINE = <PerformanceLine />;

/**
 * The dashboard (docs/product/screens.md#dashboard): prices, balance, the spot table with Buy
 * and Sell, the ticker. Simple mode keeps the balance, a short list of coins with big Buy and
 * Sell, and recent activity; advanced is the full view with the price strip, charts, spot
 * table, recurring buys and ticker.
 */
export function DashboardPage() {
  const assetsData = useAssets().data;
  const assets = useMemo(() => cryptoAssets(assetsData), [assetsData]);
  const { advanced } = useViewMode();
  const stats = useAssetStats().data;
  const launcher = useTradeLauncher();
  useTradeFromUrl(assets, launcher.choose);
  const desktop = useIsDesktop();
  const heldAssetIds = useHeldAssetIds();
  return (
    <PageLayout {...PAGE_FRAMES['/dashboard']} actions={<ViewModeSwitch />}>
      <Stack gap="6">
        <AccessBanner needs={TRADING_PERMISSIONS} />
        {advanced &&
          (desktop ? (
            <PriceStrip assets={assets} stats={stats} />
          ) : (
            <PriceStripMobile assets={assets} stats={stats} />
          ))}
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <Balance summary={PERFORMANCE_LINE} />
          <Activity />
        </Grid>
        {advanced && <PerformanceTable />}
        {advanced && assets.length > 0 && <LazyPriceChartPanel assets={assets} />}
        <SpotPrices advanced={advanced} heldAssetIds={heldAssetIds} onTrade={launcher.choose} />
        <OpenOrders />
        <RecurringBuys assets={assets} />
        {advanced && <PriceTicker assets={assets} stats={stats} />}
      </Stack>
      <LaunchedTradeDialog launcher={launcher} advanced={advanced} />
    </PageLayout>
  );
}
