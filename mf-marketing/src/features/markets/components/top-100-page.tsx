import { Box, Button, HStack, Link, Table, Text } from '@chakra-ui/react';
import {
  amountToBig,
  breadcrumbJsonLd,
  getRuntimeConfig,
  CoinIcon,
  formatFiat,
  PageLayout,
  QueryState,
  UNAVAILABLE,
  usePageHead,
} from '@wattle/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DailyChange } from '@/components/daily-change';
import { changeOf, useAssetStats } from '@/lib/api/get-asset-stats';
import { useAssets } from '@/lib/api/get-assets';
import { coinPath } from '@/lib/coins/coin-profiles';
import { cryptoAssets } from '@/lib/live-prices/figures';
import { sortCoins, type SortDirection, type SortKey } from '../lib/sort-coins';

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

/** `/top-100`: every listed coin with its live price and change, sortable. */
export function Top100Page() {
  const assetsQuery = useAssets();
  const stats = useAssetStats().data;
  const [sort, setSort] = useState<Sort>({ key: null, direction: 'desc' });
  usePageHead({
    title: 'Top cryptocurrencies by price and 24 h change',
    description:
      'Every coin listed on Wattle with its live Australian dollar price and 24-hour change. Sort by price, change or name.',
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
      <QueryState query={assetsQuery} loadingLabel="Loading prices">
        {(data) => {
          const rows = cryptoAssets(data).map((asset) => ({
            asset,
            change: changeOf(stats, asset),
          }));
          const shown = sort.key ? sortCoins(rows, sort.key, sort.direction) : rows;
          return (
            <Box borderWidth="1px" rounded="lg" overflow="hidden">
              <Table.Root size="sm" aria-label="Top cryptocurrencies" interactive>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="10" hideBelow="md">
                      #
                    </Table.ColumnHeader>
                    <SortHeader label="Name" column="name" sort={sort} onSort={onSort} />
                    <SortHeader
                      label="Price"
                      column="price"
                      sort={sort}
                      onSort={onSort}
                      align="end"
                    />
                    <SortHeader
                      label="24 h"
                      column="change"
                      sort={sort}
                      onSort={onSort}
                      align="end"
                    />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shown.map(({ asset, change }, index) => (
                    <Table.Row key={asset.assetId}>
                      <Table.Cell hideBelow="md" color="fg.muted">
                        {index + 1}
                      </Table.Cell>
                      <Table.Cell px={{ base: '2', md: '4' }}>
                        <HStack gap="2">
                          <CoinIcon symbol={asset.symbol} size="6" />
                          <Link asChild fontWeight="semibold">
                            <RouterLink to={coinPath(asset.symbol) ?? '/buy'}>
                              {asset.name}
                            </RouterLink>
                          </Link>
                          <Text as="span" color="fg.muted" fontSize="sm" hideBelow="sm">
                            {asset.symbol}
                          </Text>
                        </HStack>
                      </Table.Cell>
                      <Table.Cell
                        textAlign="end"
                        fontVariantNumeric="tabular-nums"
                        px={{ base: '2', md: '4' }}
                      >
                        {asset.buyPrice ? formatFiat(amountToBig(asset.buyPrice)) : UNAVAILABLE}
                      </Table.Cell>
                      <Table.Cell textAlign="end" px={{ base: '2', md: '4' }}>
                        <DailyChange value={change} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          );
        }}
      </QueryState>
    </PageLayout>
  );
}
