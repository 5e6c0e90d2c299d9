import { Text } from '@chakra-ui/react';
import { PageLayout, usePageHead } from '@wattle/shared';
import { CoinGrid } from '@/components/coin-grid';
import { useAssetStats } from '@/lib/api/get-asset-stats';
import { useAssets } from '@/lib/api/get-assets';
import { COIN_PROFILES } from '@/lib/coins/coin-profiles';

/** `/buy`: every coin Wattle lists, each linking to its page. */
export function BuyIndexPage() {
  const assets = useAssets().data;
  const stats = useAssetStats().data;
  usePageHead({
    title: 'Buy crypto in Australia',
    description:
      'Buy Bitcoin, Ethereum, Solana and 18 more coins with Australian dollars on Wattle. Live AUD prices and 24-hour changes.',
    path: '/buy',
  });
  return (
    <PageLayout
      title="Buy crypto with Australian dollars"
      description={
        <Text color="fg.muted">
          {COIN_PROFILES.length} coins, live AUD prices. Choose one to learn about it and buy.
        </Text>
      }
      width="wide"
    >
      <CoinGrid assets={assets} stats={stats} />
    </PageLayout>
  );
}
