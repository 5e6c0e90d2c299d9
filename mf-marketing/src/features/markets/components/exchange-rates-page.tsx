import { Box, Grid, HStack, Link, Table, Text } from '@chakra-ui/react';
import {
  breadcrumbJsonLd,
  CoinIcon,
  errorMessage,
  FIAT_ASSET_ID,
  getRuntimeConfig,
  PageLayout,
  usePageHead,
  type Asset,
} from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { DailyChange } from '@/components/daily-change';
import { changeOf, useAssetStats } from '@/lib/api/get-asset-stats';
import { useAssets } from '@/lib/api/get-assets';
import { COIN_PROFILES, coinPath } from '@/lib/coins/coin-profiles';
import { cryptoAssets, priceText } from '@/lib/live-prices/figures';
import { liveSlot, PENDING_PRICE, PENDING_SLOT_CSS, slotAttributes } from '@/lib/live-prices/slots';
import { Converter } from './converter';

/**
 * A price, or a bar its size while the rates load: a live slot, so on the prerendered page the
 * page script fills it before the app starts (slots.ts).
 */
function Rate({
  value,
  pending,
  slot,
}: {
  value: Asset['buyPrice'] | undefined;
  pending: boolean;
  slot: string;
}) {
  return (
    <Text as="span" css={PENDING_SLOT_CSS} ms="auto" {...slotAttributes(slot, pending)}>
      {pending ? PENDING_PRICE : priceText(value)}
    </Text>
  );
}

/**
 * `/exchange-rates`: what each coin costs and fetches in AUD, and a converter. While the rates
 * load (and in the prerendered page) the catalogue's coins fill the same rows with bars, and the
 * converter's place is kept, so nothing moves when they arrive
 * (docs/product/screens.md#price-tables).
 */
export function ExchangeRatesPage() {
  const assetsQuery = useAssets();
  const stats = useAssetStats().data;
  usePageHead({
    title: 'Crypto to AUD exchange rates',
    description:
      'Live Australian dollar buy and sell rates for every coin on Wattle, with a converter between any two assets.',
    path: '/exchange-rates',
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Exchange rates', path: '/exchange-rates' },
        ],
        getRuntimeConfig().appUrl,
      ),
    ],
  });
  const coins = assetsQuery.data ? cryptoAssets(assetsQuery.data) : undefined;
  const pending = coins === undefined;
  const aud = assetsQuery.data?.find((asset) => asset.assetId === FIAT_ASSET_ID);
  const convertible = aud && coins ? [aud, ...coins] : (coins ?? []);
  const rows: { assetId: string; symbol: string; name: string; asset?: Asset }[] = pending
    ? COIN_PROFILES.map(({ assetId, symbol, name }) => ({ assetId, symbol, name }))
    : coins.map((asset) => ({ ...asset, asset }));
  return (
    <PageLayout
      title="Exchange rates"
      description={
        <Text color="fg.muted">Buy and sell rates in AUD, refreshed every 15 seconds.</Text>
      }
      width="wide"
    >
      {assetsQuery.isError && (
        <Text role="alert" mb="4">
          {errorMessage(assetsQuery.error)}
        </Text>
      )}
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <Table.Root size="sm" aria-label="AUD exchange rates" borderWidth="1px" rounded="lg">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Coin</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">We sell at</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">We buy at</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" hideBelow="md">
                24 h
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ assetId, symbol, name, asset }) => (
              <Table.Row key={assetId}>
                <Table.Cell>
                  <HStack gap="2">
                    <CoinIcon symbol={symbol} size="5" />
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={coinPath(symbol) ?? '/buy'}>
                        {symbol}
                        <Text as="span" srOnly>
                          {` ${name}`}
                        </Text>
                      </RouterLink>
                    </Link>
                  </HStack>
                </Table.Cell>
                {(['buy', 'sell'] as const).map((side) => (
                  <Table.Cell key={side} textAlign="end" fontVariantNumeric="tabular-nums">
                    <Rate
                      value={asset?.[side === 'buy' ? 'buyPrice' : 'sellPrice']}
                      pending={!asset}
                      slot={liveSlot.price(symbol, side)}
                    />
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end" hideBelow="md">
                  <DailyChange
                    value={asset && changeOf(stats, asset)}
                    slot={liveSlot.change(symbol)}
                    pending={!asset}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {assetsQuery.data ? (
          <Converter assets={convertible} />
        ) : (
          // The converter's place, kept while the rates load.
          <Box minH="xs" borderWidth="1px" rounded="lg" bg="bg.muted" aria-hidden="true" />
        )}
      </Grid>
    </PageLayout>
  );
}
