import { Box, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CoinIcon, type Asset, type AssetStats } from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { DailyChange } from '@/components/daily-change';
import { changeOf } from '@/lib/api/get-asset-stats';
import { COIN_PROFILES } from '@/lib/coins/coin-profiles';
import { priceText } from '@/lib/live-prices/figures';
import { liveSlot, PENDING_PRICE, PENDING_SLOT_CSS, slotAttributes } from '@/lib/live-prices/slots';

/**
 * Every coin with a page, its live price and change, each card linking to its page. The
 * figures are slots (slots.ts), pending while `assets` is: the prerendered page's script
 * fills them before the app starts.
 */
export function CoinGrid({
  assets,
  stats,
}: {
  assets: readonly Asset[] | undefined;
  stats: AssetStats | undefined;
}) {
  const byId = new Map<string, Asset>((assets ?? []).map((asset) => [asset.assetId, asset]));
  const pending = assets === undefined;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {COIN_PROFILES.map((coin) => {
        const asset = byId.get(coin.assetId);
        return (
          <LinkBox
            as="li"
            key={coin.slug}
            borderWidth="1px"
            rounded="lg"
            p="4"
            _hover={{ shadow: 'md' }}
          >
            <HStack gap="3" align="start">
              <CoinIcon symbol={coin.symbol} size="10" />
              <Stack gap="1" flex="1" minW="0">
                <LinkOverlay asChild fontWeight="semibold">
                  <RouterLink to={`/buy/${coin.slug}`}>
                    Buy {coin.name} ({coin.symbol})
                  </RouterLink>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {coin.tagline}
                </Text>
              </Stack>
              <Box textAlign="end">
                <Text
                  fontWeight="semibold"
                  fontVariantNumeric="tabular-nums"
                  css={PENDING_SLOT_CSS}
                  ms="auto"
                  {...slotAttributes(liveSlot.price(coin.symbol, 'buy'), pending)}
                >
                  {pending ? PENDING_PRICE : priceText(asset?.buyPrice)}
                </Text>
                <DailyChange
                  value={changeOf(stats, coin)}
                  slot={liveSlot.change(coin.symbol)}
                  pending={pending}
                  fontSize="sm"
                />
              </Box>
            </HStack>
          </LinkBox>
        );
      })}
    </SimpleGrid>
  );
}
