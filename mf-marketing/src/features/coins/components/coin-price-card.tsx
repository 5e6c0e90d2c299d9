import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CoinCta } from '@/components/coin-cta';
import { DailyChange } from '@/components/daily-change';
import { changeOf, useAssetStats } from '@/lib/api/get-asset-stats';
import { useAssets } from '@/lib/api/get-assets';
import type { CoinProfile } from '@/lib/coins/coin-profiles';
import { priceText } from '@/lib/live-prices/figures';
import { liveSlot, PENDING_PRICE, PENDING_SLOT_CSS, slotAttributes } from '@/lib/live-prices/slots';
import { CoinAlertActions } from './coin-alert-actions';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="div" fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {children}
      </Text>
    </Stack>
  );
}

/** A price slot (slots.ts): filled by the page script before the app starts, then live. */
function Price({ slot, text }: { slot: string; text: string | null }) {
  return (
    <Text as="span" css={PENDING_SLOT_CSS} {...slotAttributes(slot, text === null)}>
      {text ?? PENDING_PRICE}
    </Text>
  );
}

/**
 * Live AUD buy and sell price, the 24 h change and the call to action. The card asks for the
 * prices itself, so their arrival and every refresh redraw the card, not the coin page.
 */
export function CoinPriceCard({ coin }: { coin: CoinProfile }) {
  const assets = useAssets().data;
  const asset = assets?.find((candidate) => candidate.assetId === coin.assetId);
  const pending = assets === undefined;
  const change = changeOf(useAssetStats().data, coin);
  return (
    <Box as="section" aria-label={`${coin.name} price`} borderWidth="1px" rounded="xl" p="5">
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" mb="5">
        <Figure label="Buy price">
          <Price
            slot={liveSlot.price(coin.symbol, 'buy')}
            text={pending ? null : priceText(asset?.buyPrice)}
          />
        </Figure>
        <Figure label="Sell price">
          <Price
            slot={liveSlot.price(coin.symbol, 'sell')}
            text={pending ? null : priceText(asset?.sellPrice)}
          />
        </Figure>
        <Figure label="24 h change">
          <DailyChange value={change} slot={liveSlot.change(coin.symbol)} pending={pending} />
        </Figure>
      </SimpleGrid>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text fontSize="sm" color="fg.muted">
          Prices in AUD, updated every 15 seconds.
        </Text>
        <HStack gap="2" wrap="wrap">
          <CoinAlertActions coin={coin} priceNow={priceText(asset?.buyPrice) ?? undefined} />
          <CoinCta assetId={coin.assetId} symbol={coin.symbol} location="coin-page" />
        </HStack>
      </HStack>
    </Box>
  );
}
