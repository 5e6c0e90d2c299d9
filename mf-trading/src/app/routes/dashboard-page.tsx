import { Grid, Stack, Text } from '@chakra-ui/react';
import { PageLayout, QueryState } from '@wattle/shared';
import { SectionCard } from '@/components/section-card';
import { RecentActivity } from '@/features/activity/components/recent-activity';
import { BalancePanel } from '@/features/balance/components/balance-panel';
import { LazyPriceChartPanel } from '@/features/charts/components/lazy-charts';
import { PriceStrip, PriceStripMobile } from '@/features/dashboard/components/price-strip';
import { PriceTicker } from '@/features/dashboard/components/price-ticker';
import { SpotPriceTable } from '@/features/dashboard/components/spot-price-table';
import { RecurringBuysPanel } from '@/features/recurring-buys/components/recurring-buys-panel';
import { TradeDialog } from '@/features/trade-dialog/components/trade-dialog';
import { useTradeLauncher } from '@/features/trade-dialog/hooks/use-trade-launcher';
import { ViewModeSwitch } from '@/features/view-mode/components/view-mode-switch';
import { useViewMode } from '@/features/view-mode/hooks/use-view-mode';
import { useAssetStats } from '@/lib/api/get-asset-stats';
import { cryptoAssets, useAssets } from '@/lib/api/get-assets';
import { usePriceCountdown } from '@/lib/assets/use-price-countdown';
import { useIsDesktop } from '@/lib/use-is-desktop';

/** Spec §2.7: prices, balance, the spot table with Buy and Sell, the ticker. */
export function DashboardPage() {
  const secondsLeft = usePriceCountdown();
  const assetsQuery = useAssets();
  const stats = useAssetStats().data;
  const assets = cryptoAssets(assetsQuery.data);
  const launcher = useTradeLauncher();
  const { advanced } = useViewMode();
  const desktop = useIsDesktop();
  return (
    <PageLayout title="Dashboard" actions={<ViewModeSwitch />} width="wide">
      <Stack gap="6">
        {desktop ? (
          <PriceStrip assets={assets} stats={stats} />
        ) : (
          <PriceStripMobile assets={assets} stats={stats} />
        )}
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <BalancePanel />
          <RecentActivity />
        </Grid>
        {advanced && assets.length > 0 && <LazyPriceChartPanel assets={assets} />}
        <SectionCard
          title="Spot prices"
          actions={
            <Text fontSize="sm" color="fg.muted" data-testid="price-countdown">
              Prices update in {secondsLeft}s
            </Text>
          }
        >
          <QueryState query={assetsQuery} loadingLabel="Loading prices">
            {() => <SpotPriceTable assets={assets} stats={stats} onTrade={launcher.choose} />}
          </QueryState>
        </SectionCard>
        <RecurringBuysPanel assets={assets} />
        <PriceTicker assets={assets} stats={stats} />
      </Stack>
      {launcher.launched && (
        <TradeDialog
          key={launcher.launched.key}
          asset={launcher.launched.value.asset}
          direction={launcher.launched.value.direction}
          open={launcher.open}
          onClose={launcher.close}
          advanced={advanced}
        />
      )}
    </PageLayout>
  );
}
