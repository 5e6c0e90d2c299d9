import { HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  CoinIcon,
  displayRounding,
  formatFiat,
  useSession,
  type Asset,
  type AssetStats,
} from '@wattle/shared';
import { DailyChange } from '@/components/daily-change';
import { bigOrNull } from '@/lib/amounts';
import { buyAvailability, type Direction } from '@/lib/assets/trade-availability';
import { useIsDesktop } from '@/lib/use-is-desktop';
import { TradeButtons } from './trade-buttons';

export interface SpotPriceTableProps {
  assets: Asset[];
  stats: AssetStats | undefined;
  onTrade: (asset: Asset, direction: Direction) => void;
  /**
   * Simple mode: one column for the coin and its price, then big Buy and
   * Sell buttons; no separate price columns.
   */
  simple?: boolean;
}

const priceOf = (asset: Asset, side: 'buy' | 'sell') =>
  formatFiat(
    bigOrNull(side === 'buy' ? asset.buyPrice : asset.sellPrice),
    displayRounding('price', side),
  );

function AssetName({
  asset,
  change,
  desktop,
  simple,
}: {
  asset: Asset;
  change?: string;
  desktop: boolean;
  simple: boolean;
}) {
  if (simple) {
    return (
      <HStack gap="3">
        <CoinIcon symbol={asset.symbol} size="9" />
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold">
            {asset.name}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {asset.symbol}
            </Text>
          </Text>
          <Text fontSize="sm" fontVariantNumeric="tabular-nums">
            {priceOf(asset, 'buy')} <DailyChange value={change} fontSize="sm" />
          </Text>
        </Stack>
      </HStack>
    );
  }
  return (
    <HStack gap="2">
      {desktop && <CoinIcon symbol={asset.symbol} />}
      <Stack gap="0">
        <Text fontWeight="medium">
          {asset.name}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            {asset.symbol}
          </Text>
        </Text>
        {!desktop && <DailyChange value={change} fontSize="xs" />}
      </Stack>
    </HStack>
  );
}

/**
 * Every coin with Buy and Sell, each disabled by a missing price, a missing
 * permission or the asset's flag. On small screens tapping a row that has a sell price
 * opens the Buy dialog; the buttons stay for keyboards and screen readers.
 */
export function SpotPriceTable({ assets, stats, onTrade, simple = false }: SpotPriceTableProps) {
  const session = useSession();
  const desktop = useIsDesktop();
  const prices = !simple;
  const changeOf = (asset: Asset) => stats?.[asset.symbol.toUpperCase()]?.dailyMarketChange;
  // A table wider than a phone scrolls inside itself, never the page.
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Spot prices" interactive={!desktop}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{simple ? 'Coin and buy price' : 'Asset'}</Table.ColumnHeader>
            {prices && (
              <Table.ColumnHeader textAlign="end">
                {desktop ? 'Buy price' : 'Buy / sell'}
              </Table.ColumnHeader>
            )}
            {prices && desktop && (
              <Table.ColumnHeader textAlign="end">Sell price</Table.ColumnHeader>
            )}
            {prices && desktop && (
              <Table.ColumnHeader textAlign="end">24 h change</Table.ColumnHeader>
            )}
            <Table.ColumnHeader textAlign="end" position="relative">
              <Text srOnly>Trade</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {assets.map((asset) => {
            const tappable =
              !desktop && asset.sellPrice !== null && buyAvailability(asset, session.can).enabled;
            return (
              <Table.Row
                key={asset.assetId}
                data-testid={`spot-row-${asset.assetId}`}
                onClick={tappable ? () => onTrade(asset, 'buy') : undefined}
                cursor={tappable ? 'pointer' : undefined}
              >
                <Table.Cell>
                  <AssetName
                    asset={asset}
                    change={changeOf(asset)}
                    desktop={desktop}
                    simple={simple}
                  />
                </Table.Cell>
                {prices && (
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {priceOf(asset, 'buy')}
                    {!desktop && (
                      <Text fontSize="xs" color="fg.muted">
                        {priceOf(asset, 'sell')}
                      </Text>
                    )}
                  </Table.Cell>
                )}
                {prices && desktop && (
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {priceOf(asset, 'sell')}
                  </Table.Cell>
                )}
                {prices && desktop && (
                  <Table.Cell textAlign="end">
                    <DailyChange value={changeOf(asset)} />
                  </Table.Cell>
                )}
                <Table.Cell textAlign="end" w="1%">
                  <TradeButtons asset={asset} onTrade={onTrade} stacked={!desktop} big={simple} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
