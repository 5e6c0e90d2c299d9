import { Box, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Asset, AssetStats } from '@wattle/shared';
import { MarketSummary } from './market-summary';
import { PriceTile } from './price-tile';

const DESKTOP_TILES = 6;
const statOf = (stats: AssetStats | undefined, asset: Asset) =>
  stats?.[asset.symbol.toUpperCase()]?.dailyMarketChange;

/** The price strip with market stats, desktop. */
export function PriceStrip({ assets, stats }: { assets: Asset[]; stats: AssetStats | undefined }) {
  return (
    <Stack as="section" aria-label="Market overview" gap="3">
      <SimpleGrid as="ul" listStyleType="none" columns={{ md: 3, xl: 6 }} gap="3">
        {assets.slice(0, DESKTOP_TILES).map((asset) => (
          <PriceTile key={asset.assetId} asset={asset} change={statOf(stats, asset)} />
        ))}
      </SimpleGrid>
      <MarketSummary assets={assets} stats={stats} />
    </Stack>
  );
}

/** The mobile twin: a row of compact tiles to swipe through. */
export function PriceStripMobile({
  assets,
  stats,
}: {
  assets: Asset[];
  stats: AssetStats | undefined;
}) {
  return (
    <Stack as="section" aria-label="Market overview" gap="2">
      <Box
        as="ul"
        listStyleType="none"
        display="flex"
        gap="2"
        overflowX="auto"
        pb="1"
        // Scrollable, so it must take keyboard focus to be scrolled without a pointer.
        tabIndex={0}
        aria-label="Prices, scroll sideways for more"
      >
        {assets.map((asset) => (
          <PriceTile key={asset.assetId} asset={asset} change={statOf(stats, asset)} compact />
        ))}
      </Box>
      <MarketSummary assets={assets} stats={stats} compact />
    </Stack>
  );
}
