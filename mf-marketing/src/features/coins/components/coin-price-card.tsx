import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { amountToBig, formatFiat, UNAVAILABLE, type Asset } from '@wattle/shared';
import type { ReactNode } from 'react';
import { CoinCta } from '@/components/coin-cta';
import { DailyChange } from '@/components/daily-change';
import { changeOf, useAssetStats } from '@/lib/api/get-asset-stats';
import { useAssets } from '@/lib/api/get-assets';
import type { CoinProfile } from '@/lib/coins/coin-catalogue';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {children}
      </Text>
    </Stack>
  );
}

const priceOf = (price: Asset['buyPrice'] | undefined) =>
  price ? formatFiat(amountToBig(price)) : UNAVAILABLE;

/**
 * Live AUD buy and sell price, the 24 h change and the call to action. The card asks for the
 * prices itself, so their arrival and every refresh redraw the card, not the coin page.
 */
export function CoinPriceCard({ coin }: { coin: CoinProfile }) {
  const asset = useAssets().data?.find((candidate) => candidate.assetId === coin.assetId);
  const change = changeOf(useAssetStats().data, coin);
  return (
    <Box as="section" aria-label={`${coin.name} price`} borderWidth="1px" rounded="xl" p="5">
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" mb="5">
        <Figure label="Buy price">{priceOf(asset?.buyPrice)}</Figure>
        <Figure label="Sell price">{priceOf(asset?.sellPrice)}</Figure>
        <Figure label="24 h change">
          <DailyChange value={change} />
        </Figure>
      </SimpleGrid>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text fontSize="sm" color="fg.muted">
          Prices in AUD, updated every 15 seconds.
        </Text>
        <CoinCta assetId={coin.assetId} symbol={coin.symbol} location="coin-page" />
      </HStack>
    </Box>
  );
}
