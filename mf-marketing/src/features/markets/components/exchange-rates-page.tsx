import { Grid, HStack, Link, Table, Text } from '@chakra-ui/react';
import {
  amountToBig,
  breadcrumbJsonLd,
  getRuntimeConfig,
  CoinIcon,
  FIAT_ASSET_ID,
  formatFiat,
  PageLayout,
  QueryState,
  UNAVAILABLE,
  usePageHead,
  type Asset,
} from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { DailyChange } from '@/components/daily-change';
import { changeOf, useAssetStats } from '@/lib/api/get-asset-stats';
import { useAssets } from '@/lib/api/get-assets';
import { coinPath } from '@/lib/coins/coin-profiles';
import { cryptoAssets } from '@/lib/live-prices/figures';
import { Converter } from './converter';

const price = (value: Asset['buyPrice']) => (value ? formatFiat(amountToBig(value)) : UNAVAILABLE);

/** `/exchange-rates`: what each coin costs and fetches in AUD, and a converter. */
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
  return (
    <PageLayout
      title="Exchange rates"
      description={
        <Text color="fg.muted">Buy and sell rates in AUD, refreshed every 15 seconds.</Text>
      }
      width="wide"
    >
      <QueryState query={assetsQuery} loadingLabel="Loading rates">
        {(data) => {
          const coins = cryptoAssets(data);
          const aud = data.find((asset) => asset.assetId === FIAT_ASSET_ID);
          const convertible = aud ? [aud, ...coins] : coins;
          return (
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
                  {coins.map((asset) => (
                    <Table.Row key={asset.assetId}>
                      <Table.Cell>
                        <HStack gap="2">
                          <CoinIcon symbol={asset.symbol} size="5" />
                          <Link asChild fontWeight="semibold">
                            <RouterLink to={coinPath(asset.symbol) ?? '/buy'}>
                              {asset.symbol}
                              <Text as="span" srOnly>
                                {` ${asset.name}`}
                              </Text>
                            </RouterLink>
                          </Link>
                        </HStack>
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {price(asset.buyPrice)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {price(asset.sellPrice)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" hideBelow="md">
                        <DailyChange value={changeOf(stats, asset)} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              <Converter assets={convertible} />
            </Grid>
          );
        }}
      </QueryState>
    </PageLayout>
  );
}
