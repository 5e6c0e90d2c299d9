import { Box, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { amountToBig, CoinIcon, formatFiat, type Asset } from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { DailyChange } from '@/components/daily-change';
import { changeOf, useAssetStats } from '@/lib/api/get-asset-stats';
import { cryptoAssets, useAssets } from '@/lib/api/get-assets';
import { coinPath } from '@/lib/coins/coin-catalogue';
import { marketStats } from '@/lib/market-stats';

const TILES = 6;

function PriceTile({ asset, change }: { asset: Asset; change: string | undefined }) {
  const path = coinPath(asset.symbol) ?? '/buy';
  return (
    <Box as="li" borderWidth="1px" rounded="lg" bg="bg" p="3" minW="0">
      <Link asChild display="block" _hover={{ textDecoration: 'none' }}>
        <RouterLink to={path}>
          <HStack gap="2" mb="1">
            <CoinIcon symbol={asset.symbol} size="6" />
            <Text fontWeight="semibold">{asset.symbol}</Text>
            <Text color="fg.muted" fontSize="sm" truncate>
              {asset.name}
            </Text>
          </HStack>
          <Text fontSize="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {formatFiat(asset.buyPrice ? amountToBig(asset.buyPrice) : null)}
          </Text>
          <DailyChange value={change} fontSize="sm" />
        </RouterLink>
      </Link>
    </Box>
  );
}

/**
 * A tile's stand-in while prices load: the same lines in the same sizes, so the strip is as
 * tall before the prices as with them and nothing below it moves when they fill in (the
 * prerendered page is drawn in this state). Invisible to assistive technology.
 */
function PlaceholderTile() {
  const line = { bg: 'bg.muted', color: 'transparent', rounded: 'sm', w: 'fit-content' } as const;
  return (
    <Box as="li" aria-hidden borderWidth="1px" rounded="lg" bg="bg" p="3" minW="0">
      <HStack gap="2" mb="1">
        <Box boxSize="6" rounded="full" bg="bg.muted" />
        <Text fontWeight="semibold" {...line}>
          BTC
        </Text>
      </HStack>
      <Text fontSize="lg" fontWeight="semibold" {...line}>
        $00,000.00
      </Text>
      <Text fontSize="sm" {...line}>
        +0.00%
      </Text>
    </Box>
  );
}

/**
 * Spec §2.6: live AUD prices of the leading coins, with the day's market stats. The strip
 * asks for the prices itself: an answer renders its subscribers in one uninterrupted task,
 * so prices arriving (and every refresh) redraw the strip, not the whole page around it.
 * In maintenance (`empty`) it shows empty.
 */
export function MarketStrip({ empty = false }: { empty?: boolean }) {
  const assetQuery = useAssets();
  const assets = cryptoAssets(assetQuery.data);
  const stats = useAssetStats().data;
  // While the prices are on their way the tiles keep their place.
  const loading = assetQuery.isPending;
  const summary = marketStats(assets, stats);
  return (
    <Stack as="section" aria-label="Live crypto prices" gap="3" minH="32">
      {empty ? (
        <Text color="fg.muted">Prices are unavailable during maintenance.</Text>
      ) : (
        <>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, xl: 6 }} gap="3">
            {loading
              ? Array.from({ length: TILES }, (_, index) => <PlaceholderTile key={index} />)
              : assets
                  .slice(0, TILES)
                  .map((asset) => (
                    <PriceTile key={asset.assetId} asset={asset} change={changeOf(stats, asset)} />
                  ))}
          </SimpleGrid>
          {/* Room for the summary (two lines when it wraps on a phone) before the stats come. */}
          <Box minH={{ base: '3.25rem', md: '1.25rem' }}>
            {summary.counted > 0 && (
              <HStack gap={{ base: '3', md: '6' }} wrap="wrap" fontSize="sm" color="fg.muted">
                <Text>
                  <Text as="span" fontWeight="semibold" color="fg">
                    {summary.rising} of {summary.counted}
                  </Text>{' '}
                  coins up in 24 h
                </Text>
                {summary.topRiser && (
                  <Text>
                    Top riser: {summary.topRiser.asset.symbol}{' '}
                    <DailyChange value={summary.topRiser.change} />
                  </Text>
                )}
                {summary.topFaller && (
                  <Text>
                    Top faller: {summary.topFaller.asset.symbol}{' '}
                    <DailyChange value={summary.topFaller.change} />
                  </Text>
                )}
              </HStack>
            )}
          </Box>
        </>
      )}
    </Stack>
  );
}
