import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage, useSession, type Asset, type CryptoHolding } from '@wattle/shared';
import { PageLayout } from '@/components/page-layout';
import { SectionCard } from '@/components/section-card';
import { cryptoAssets, useAssets } from '@/features/assets/api/get-assets';
import { usePriceCountdown } from '@/features/assets/hooks/use-price-countdown';
import { sellAvailability, swapAvailability } from '@/features/assets/lib/trade-availability';
import { LazyPortfolioChart } from '@/features/charts/components/lazy-charts';
import { TradeDialog } from '@/features/trade-dialog/components/trade-dialog';
import { useTradeLauncher } from '@/features/trade-dialog/hooks/use-trade-launcher';
import { usePortfolioBalances } from '../api/get-portfolio-balances';
import { classifyHoldings } from '../lib/classify-holdings';
import { HoldingsList } from './holdings-list';
import { PortfolioTotals } from './portfolio-totals';

/** `/balance`: the whole portfolio, classified as on the dashboard, and its value over time. */
export function BalancePage() {
  usePriceCountdown();
  const session = useSession();
  const portfolio = usePortfolioBalances();
  const assets = cryptoAssets(useAssets().data);
  const launcher = useTradeLauncher();

  const actionsFor = (holding: CryptoHolding) => {
    const asset: Asset | undefined = assets.find(
      (candidate) => candidate.assetId === holding.asset.assetId,
    );
    if (!asset) return null;
    return (
      <HStack gap="2">
        <Button
          size="xs"
          variant="outline"
          colorPalette="eucalypt"
          aria-label={`Sell ${asset.name}`}
          disabled={!sellAvailability(asset, session.can).enabled}
          onClick={() => launcher.choose(asset, 'sell')}
        >
          Sell
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="eucalypt"
          aria-label={`Swap ${asset.name}`}
          disabled={!swapAvailability(asset, assets, session.can).enabled}
          onClick={() => launcher.choose(asset, 'swap')}
        >
          Swap
        </Button>
      </HStack>
    );
  };

  return (
    <PageLayout title="Balance">
      <Stack gap="6">
        {portfolio.isPending && <Spinner aria-label="Loading your balance" />}
        {portfolio.isError && <Text role="alert">{errorMessage(portfolio.error)}</Text>}
        {portfolio.data && <PortfolioTotals portfolio={portfolio.data} />}
        <LazyPortfolioChart />
        {portfolio.data && (
          <SectionCard title="Your crypto">
            <HoldingsList
              classified={classifyHoldings(portfolio.data.cryptoHoldings)}
              actionsFor={actionsFor}
            />
          </SectionCard>
        )}
      </Stack>
      {launcher.launched && (
        <TradeDialog
          key={launcher.launched.key}
          asset={launcher.launched.value.asset}
          direction={launcher.launched.value.direction}
          open={launcher.open}
          onClose={launcher.close}
        />
      )}
    </PageLayout>
  );
}
