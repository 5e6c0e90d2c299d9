import { Box, Button, HStack, Link, Table, Text } from '@chakra-ui/react';
import {
  breadcrumbJsonLd,
  CoinIcon,
  errorMessage,
  getRuntimeConfig,
  PageLayout,
  usePageHead,
} from '@wattle/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DailyChange } from '@/components/daily-change';
import { changeOf, useAssetStats } from '@/lib/api/get-asset-stats';
import { useAssets } from '@/lib/api/get-assets';
import { COIN_PROFILES, coinPath } from '@/lib/coins/coin-profiles';
import { compactAudText, cryptoAssets, priceText } from '@/lib/live-prices/figures';
import { PENDING_PRICE, PENDING_SLOT_CSS, pendingAttribute } from '@/lib/live-prices/slots';
import { useAssetMarket } from '../api/get-asset-market';
import { sortCoins, type CoinRow, type SortDirection, type SortKey } from '../lib/sort-coins';
import { Sparkline } from './sparkline';

/** What a pending market-size figure holds, unseen, to give its bar the figure's size. */
const PENDING_SIZE = '$000.0B';

/** A market-size figure; a bar its size until the market answers; null: the market has none. */
function SizeFigure({ value }: { value: string | null | undefined }) {
  return (
    <Text
      as="span"
      css={PENDING_SLOT_CSS}
      ms="auto"
      fontVariantNumeric="tabular-nums"
      {...pendingAttribute(value === undefined)}
    >
      {value === undefined ? PENDING_SIZE : compactAudText(value ?? undefined)}
    </Text>
  );
}

interface Sort {
  key: SortKey | null;
  direction: SortDirection;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortHeader({
  label,
  column,
  sort,
  onSort,
  align = 'start',
}: {
  label: string;
  column: SortKey;
  sort: Sort;
  onSort: (column: SortKey) => void;
  align?: 'start' | 'end';
}) {
  const active = sort.key === column;
  return (
    <Table.ColumnHeader
      textAlign={align}
      aria-sort={active ? ARIA_SORT[sort.direction] : 'none'}
      px={{ base: '2', md: '4' }}
    >
      <Button
        variant="ghost"
        size="sm"
        px="1"
        fontWeight="semibold"
        onClick={() => onSort(column)}
        aria-label={`Sort by ${label.toLowerCase()}`}
      >
        {label}
        <Text as="span" aria-hidden="true" color={active ? 'fg' : 'fg.subtle'}>
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </Text>
      </Button>
    </Table.ColumnHeader>
  );
}

/** A coin as a row shows it: from the API, or from the catalogue while the prices load. */
interface ShownRow {
  assetId: string;
  symbol: string;
  name: string;
  row: CoinRow | null;
}

/**
 * `/top-100`: every listed coin with its live price and change, sortable. While the prices
 * load (and in the prerendered page) the catalogue's coins fill the same rows, each figure a
 * bar its size, so nothing moves when they arrive (docs/product/screens.md#price-tables).
 */
export function Top100Page() {
  const assetsQuery = useAssets();
  const stats = useAssetStats().data;
  const market = useAssetMarket().data;
  const [sort, setSort] = useState<Sort>({ key: null, direction: 'desc' });
  usePageHead({
    title: 'Top cryptocurrencies by price, market cap and 24 h change',
    description:
      'Every coin listed on Wattle with its live Australian dollar price, 24-hour change, market cap, volume and 7-day trend. Sort by price, change or name.',
    path: '/top-100',
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Top cryptocurrencies', path: '/top-100' },
        ],
        getRuntimeConfig().appUrl,
      ),
    ],
  });
  const assets = assetsQuery.data ? cryptoAssets(assetsQuery.data) : undefined;
  const pending = assets === undefined;
  const rows: CoinRow[] = (assets ?? []).map((asset) => ({
    asset,
    change: changeOf(stats, asset),
  }));
  const sorted = sort.key ? sortCoins(rows, sort.key, sort.direction) : rows;
  const shown: ShownRow[] = pending
    ? COIN_PROFILES.map(({ assetId, symbol, name }) => ({ assetId, symbol, name, row: null }))
    : sorted.map((row) => ({ ...row.asset, row }));
  const onSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'name' ? 'asc' : 'desc' },
    );
  return (
    <PageLayout
      title="Top cryptocurrencies"
      description={
        <Text color="fg.muted">
          Live AUD prices of every coin on Wattle, refreshed every 15 seconds.
        </Text>
      }
      width="regular"
    >
      {assetsQuery.isError && (
        <Text role="alert" mb="4">
          {errorMessage(assetsQuery.error)}
        </Text>
      )}
      <Box borderWidth="1px" rounded="lg" overflow="hidden">
        <Table.Root size="sm" aria-label="Top cryptocurrencies" aria-busy={pending} interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="10" hideBelow="md">
                #
              </Table.ColumnHeader>
              <SortHeader label="Name" column="name" sort={sort} onSort={onSort} />
              <SortHeader label="Price" column="price" sort={sort} onSort={onSort} align="end" />
              <SortHeader label="24 h" column="change" sort={sort} onSort={onSort} align="end" />
              <Table.ColumnHeader textAlign="end" hideBelow="md">
                Market cap
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" hideBelow="lg">
                Volume (24 h)
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" hideBelow="md" w="28">
                7 days
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map(({ assetId, symbol, name, row }, index) => (
              <Table.Row key={assetId}>
                <Table.Cell hideBelow="md" color="fg.muted">
                  {index + 1}
                </Table.Cell>
                <Table.Cell px={{ base: '2', md: '4' }}>
                  <HStack gap="2">
                    <CoinIcon symbol={symbol} size="6" />
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={coinPath(symbol) ?? '/buy'}>{name}</RouterLink>
                    </Link>
                    <Text as="span" color="fg.muted" fontSize="sm" hideBelow="sm">
                      {symbol}
                    </Text>
                  </HStack>
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  fontVariantNumeric="tabular-nums"
                  px={{ base: '2', md: '4' }}
                >
                  <Text as="span" css={PENDING_SLOT_CSS} ms="auto" {...pendingAttribute(!row)}>
                    {row ? priceText(row.asset.buyPrice) : PENDING_PRICE}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" px={{ base: '2', md: '4' }}>
                  <DailyChange value={row?.change} pending={!row} />
                </Table.Cell>
                <Table.Cell textAlign="end" hideBelow="md">
                  <SizeFigure value={market && (market[symbol.toUpperCase()]?.marketCap ?? null)} />
                </Table.Cell>
                <Table.Cell textAlign="end" hideBelow="lg">
                  <SizeFigure value={market && (market[symbol.toUpperCase()]?.volume24h ?? null)} />
                </Table.Cell>
                <Table.Cell textAlign="end" hideBelow="md">
                  {/* The line's box is kept while it loads: nothing moves when it arrives. */}
                  <Box h="28px" w="96px" ms="auto">
                    {market?.[symbol.toUpperCase()] && (
                      <Sparkline
                        points={market[symbol.toUpperCase()]?.sparkline7d ?? []}
                        name={name}
                      />
                    )}
                  </Box>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </PageLayout>
  );
}
