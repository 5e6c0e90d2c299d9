import { Grid, Stack } from '@chakra-ui/react';
import { AccessBanner, PageLayout, QueryState } from '@wattle/shared';
import { SectionCard } from '@/components/section-card';
import { POPULAR_SYMBOLS, SIMPLE_LIST_LIMIT } from '@/config/popular-coins';
import { RecentActivity } from '@/features/activity/components/recent-activity';
import { usePortfolioBalances } from '@/features/balance/api/get-portfolio-balances';
import { BalancePanel } from '@/features/balance/components/balance-panel';
import { LazyPriceChartPanel } from '@/features/charts/components/lazy-charts';
import { MarketListSkeleton } from '@/features/dashboard/components/market-list-skeleton';
import { PriceCountdown } from '@/features/dashboard/components/price-countdown';
import { PriceStrip, PriceStripMobile } from '@/features/dashboard/components/price-strip';
import { PriceTicker } from '@/features/dashboard/components/price-ticker';
import { SimpleMarketList } from '@/features/dashboard/components/simple-market-list';
import { SpotPriceTable } from '@/features/dashboard/components/spot-price-table';
import { simpleListAssets } from '@/features/dashboard/lib/simple-list';
import { RecurringBuysPanel } from '@/features/recurring-buys/components/recurring-buys-panel';
import { TradeDialog } from '@/features/trade-dialog/components/trade-dialog';
import { useTradeFromUrl } from '@/features/trade-dialog/hooks/use-trade-from-url';
import { useTradeLauncher } from '@/features/trade-dialog/hooks/use-trade-launcher';
import { ViewModeSwitch } from '@/features/view-mode/components/view-mode-switch';
import { useViewMode } from '@/features/view-mode/hooks/use-view-mode';
import { useAssetStats } from '@/lib/api/get-asset-stats';
import { cryptoAssets, useAssets } from '@/lib/api/get-assets';
import { useIsDesktop } from '@/lib/use-is-desktop';

const TRADING_PERMISSIONS = ['BUY', 'SELL'] as const;

/** The customer's coins, highest value first: what simple mode lists before popular ones. */
function useHeldAssetIds(): string[] {
  const portfolio = usePortfolioBalances();
  return (portfolio.data?.cryptoHoldings ?? [])
    .filter((holding) => holding.amount.value !== '0')
    .map((holding) => holding.asset.assetId);
}

/**
 * Spec §2.7: prices, balance, the spot table with Buy and Sell, the ticker. Simple mode
 * (issue 12 item 10) keeps the balance, a short list of coins with big Buy and Sell, and
 * recent activity; advanced is the full view with the price strip, charts, spot table,
 * recurring buys and ticker.
 */
export function DashboardPage() {
  const assetsQuery = useAssets();
  const stats = useAssetStats().data;
  const assets = cryptoAssets(assetsQuery.data);
  const launcher = useTradeLauncher();
  useTradeFromUrl(assets, launcher.choose);
  const { advanced } = useViewMode();
  const desktop = useIsDesktop();
  const heldAssetIds = useHeldAssetIds();
  return (
    <PageLayout title="Dashboard" actions={<ViewModeSwitch />} width="wide">
      <Stack gap="6">
        <AccessBanner needs={TRADING_PERMISSIONS} />
        {advanced &&
          (desktop ? (
            <PriceStrip assets={assets} stats={stats} />
          ) : (
            <PriceStripMobile assets={assets} stats={stats} />
          ))}
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <BalancePanel />
          <RecentActivity />
        </Grid>
        {advanced && assets.length > 0 && <LazyPriceChartPanel assets={assets} />}
        <SectionCard title="Spot prices" actions={<PriceCountdown />}>
          <QueryState
            query={assetsQuery}
            loadingLabel="Loading prices"
            loading={<MarketListSkeleton />}
          >
            {() =>
              advanced ? (
                <SpotPriceTable assets={assets} stats={stats} onTrade={launcher.choose} />
              ) : (
                <SimpleMarketList
                  shortList={simpleListAssets(
                    assets,
                    heldAssetIds,
                    POPULAR_SYMBOLS,
                    SIMPLE_LIST_LIMIT,
                  )}
                  assets={assets}
                  stats={stats}
                  onTrade={launcher.choose}
                />
              )
            }
          </QueryState>
        </SectionCard>
        <RecurringBuysPanel assets={assets} />
        {advanced && <PriceTicker assets={assets} stats={stats} />}
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
