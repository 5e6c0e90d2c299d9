import { Box, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CoinIcon, type Asset, type AssetStats } from '@wattle/shared';
import { marketStats, type MarketMover, type MarketStats } from '@wattle/shared/market-stats';
import { Link as RouterLink } from 'react-router-dom';
import { DailyChange } from '@/components/daily-change';
import { changeOf, useAssetStats } from '@/lib/api/get-asset-stats';
import { useAssets } from '@/lib/api/get-assets';
import { COIN_PROFILES, coinPath } from '@/lib/coins/coin-profiles';
import { cryptoAssets, priceText } from '@/lib/live-prices/figures';
import {
  LIVE_SLOT_ATTRIBUTE,
  liveSlot,
  PENDING_PRICE,
  PENDING_SLOT_CSS,
  slotAttributes,
  slotPart,
  STRIP_COINS_ATTRIBUTE,
} from '@/lib/live-prices/slots';

const TILES = 6;

interface TileCoin {
  symbol: string;
  name: string;
  /** Null while the prices are on their way: the figures are drawn as bars of their size. */
  price: string | null;
  change: string | undefined;
}

/**
 * One coin's tile. Its figures are slots (slots.ts): on the prerendered page the page script
 * fills them before the app starts, and the live tile draws the same elements.
 */
function PriceTile({ coin }: { coin: TileCoin }) {
  const path = coinPath(coin.symbol) ?? '/buy';
  const pending = coin.price === null;
  return (
    <Box as="li" borderWidth="1px" rounded="lg" bg="bg" p="3" minW="0">
      <Link asChild display="block" _hover={{ textDecoration: 'none' }}>
        <RouterLink to={path}>
          <HStack gap="2" mb="1">
            <CoinIcon symbol={coin.symbol} size="6" />
            <Text fontWeight="semibold">{coin.symbol}</Text>
            <Text
              color="fg.muted"
              fontSize="sm"
              truncate
              {...slotAttributes(liveSlot.name(coin.symbol), false)}
            >
              {coin.name}
            </Text>
          </HStack>
          <Text
            fontSize="lg"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            css={PENDING_SLOT_CSS}
            {...slotAttributes(liveSlot.price(coin.symbol, 'buy'), pending)}
          >
            {coin.price ?? PENDING_PRICE}
          </Text>
          <DailyChange
            value={coin.change}
            slot={liveSlot.change(coin.symbol)}
            pending={pending}
            fontSize="sm"
          />
        </RouterLink>
      </Link>
    </Box>
  );
}

/**
 * The tiles' coins: the API's leading six once its prices are in; until then the catalogue's
 * first six, with their figures pending. The API lists the same coins first; where it no
 * longer does, the page script starts the app rather than fill them (fill-slots.ts,
 * stripMatches).
 */
function tileCoins(assets: readonly Asset[] | undefined, stats: AssetStats | undefined) {
  if (!assets) {
    return COIN_PROFILES.slice(0, TILES).map((coin): TileCoin => ({
      ...coin,
      price: null,
      change: undefined,
    }));
  }
  return cryptoAssets(assets)
    .slice(0, TILES)
    .map((asset): TileCoin => ({
      symbol: asset.symbol,
      name: asset.name,
      price: priceText(asset.buyPrice),
      change: changeOf(stats, asset),
    }));
}

/** One of the day's biggest moves, hidden when there is none that way. */
function Mover({ label, part, mover }: { label: string; part: string; mover: MarketMover | null }) {
  return (
    <Text hidden={!mover} {...slotPart(part)}>
      {label}: <span {...slotPart(`${part}-symbol`)}>{mover?.asset.symbol}</span>{' '}
      <DailyChange value={mover?.change} {...slotPart(`${part}-change`)} />
    </Text>
  );
}

/**
 * How many coins rose today and the biggest moves. A slot (slots.ts) drawn hidden until the
 * day's changes are known, so the page script can fill and show it before the app starts.
 */
function MarketSummary({ summary }: { summary: MarketStats }) {
  const known = summary.counted > 0;
  return (
    <HStack
      gap={{ base: '3', md: '6' }}
      wrap="wrap"
      fontSize="sm"
      color="fg.muted"
      hidden={!known}
      {...{ [LIVE_SLOT_ATTRIBUTE]: liveSlot.summary }}
    >
      <Text>
        <Text as="span" fontWeight="semibold" color="fg" {...slotPart('rising')}>
          {summary.rising} of {summary.counted}
        </Text>{' '}
        coins up in 24 h
      </Text>
      <Mover label="Top riser" part="riser" mover={summary.topRiser} />
      <Mover label="Top faller" part="faller" mover={summary.topFaller} />
    </HStack>
  );
}

/**
 * Live AUD prices of the leading coins, with the day's market stats. The strip
 * asks for the prices itself: an answer renders its subscribers in one uninterrupted task,
 * so prices arriving (and every refresh) redraw the strip, not the whole page around it.
 * In maintenance (`empty`) it shows empty.
 */
export function MarketStrip({ empty = false }: { empty?: boolean }) {
  const assetList = useAssets().data;
  const stats = useAssetStats().data;
  const coins = tileCoins(assetList, stats);
  const summary = marketStats(cryptoAssets(assetList), stats);
  return (
    <Stack as="section" aria-label="Live crypto prices" gap="3" minH="32">
      {empty ? (
        <Text color="fg.muted">Prices are unavailable during maintenance.</Text>
      ) : (
        <>
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 2, md: 3, xl: 6 }}
            gap="3"
            {...{ [STRIP_COINS_ATTRIBUTE]: coins.map((coin) => coin.symbol).join(',') }}
          >
            {coins.map((coin) => (
              <PriceTile key={coin.symbol} coin={coin} />
            ))}
          </SimpleGrid>
          {/* Room for the summary (two lines when it wraps on a phone) before the stats come. */}
          <Box minH={{ base: '3.25rem', md: '1.25rem' }}>
            <MarketSummary summary={summary} />
          </Box>
        </>
      )}
    </Stack>
  );
}
