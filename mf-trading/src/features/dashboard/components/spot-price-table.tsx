import { chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { AlertBell, CoinIcon, type Asset, type AssetStats, WatchStar } from '@wattle/shared';
import { useState } from 'react';
import { DailyChange } from '@/components/daily-change';
import type { Direction } from '@/lib/assets/trade-availability';
import { useIsDesktop } from '@/lib/use-is-desktop';
import { priceOf } from '../lib/spot-price';
import { CoinSheet } from './coin-sheet';
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

/**
 * The coin's watchlist star and alert bell (docs/product/alerts-and-watchlist.md) beside its
 * name on a wide screen; a phone has them in the coin's sheet.
 */
function CoinActions({ asset }: { asset: Asset }) {
  const coin = { symbol: asset.symbol, name: asset.name };
  return (
    <HStack gap="0" flexShrink={0}>
      <WatchStar asset={coin} />
      <AlertBell asset={coin} priceNow={priceOf(asset, 'buy')} />
    </HStack>
  );
}

/**
 * The coin's name, price and change as one button that opens its sheet: on a phone the row's
 * only control (the whole row answers a tap), on a wide screen the name beside Buy and Sell.
 */
function CoinButton({
  asset,
  change,
  desktop,
  simple,
  onOpen,
}: {
  asset: Asset;
  change?: string;
  desktop: boolean;
  simple: boolean;
  onOpen: () => void;
}) {
  return (
    <chakra.button
      type="button"
      display="flex"
      alignItems="center"
      gap="3"
      minH="11"
      w="full"
      textAlign="start"
      cursor="pointer"
      borderRadius="l2"
      focusVisibleRing="outside"
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {(simple || desktop) && <CoinIcon symbol={asset.symbol} size={simple ? '9' : undefined} />}
      <Stack as="span" gap="0" minW="0" flex="1">
        <Text as="span" fontWeight={simple ? 'semibold' : 'medium'}>
          {asset.name}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            {asset.symbol}
          </Text>
        </Text>
        {simple && (
          <Text as="span" fontSize="sm" fontVariantNumeric="tabular-nums">
            {priceOf(asset, 'buy')} <DailyChange value={change} fontSize="sm" />
          </Text>
        )}
        {!simple && !desktop && <DailyChange value={change} fontSize="xs" />}
      </Stack>
      {/* Its name starts with what it shows (WCAG 2.5.3), then says what it opens. */}
      <Text as="span" srOnly>
        : prices and trade
      </Text>
    </chakra.button>
  );
}

/**
 * Every coin; its name opens the coin's sheet, with Buy and Sell. A wide screen also has Buy
 * and Sell in the row, each disabled by a missing price, a missing permission or the asset's
 * flag; on a phone the whole row opens the sheet, whose buttons have room for a thumb.
 */
export function SpotPriceTable({ assets, stats, onTrade, simple = false }: SpotPriceTableProps) {
  const desktop = useIsDesktop();
  const [sheet, setSheet] = useState<{ assetId: string; open: boolean } | null>(null);
  const sheetAsset = assets.find((asset) => asset.assetId === sheet?.assetId) ?? null;
  const prices = !simple;
  const changeOf = (asset: Asset) => stats?.[asset.symbol.toUpperCase()]?.dailyMarketChange;
  // A table wider than a phone scrolls inside itself, never the page.
  return (
    <>
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
              {desktop && (
                <Table.ColumnHeader textAlign="end" position="relative">
                  <Text srOnly>Trade</Text>
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {assets.map((asset) => {
              const openSheet = () => setSheet({ assetId: asset.assetId, open: true });
              return (
                <Table.Row
                  key={asset.assetId}
                  data-testid={`spot-row-${asset.assetId}`}
                  // The button in the first cell is the row for keyboards and screen readers.
                  onClick={desktop ? undefined : openSheet}
                  cursor={desktop ? undefined : 'pointer'}
                >
                  <Table.Cell>
                    <HStack gap="2">
                      <CoinButton
                        asset={asset}
                        change={changeOf(asset)}
                        desktop={desktop}
                        simple={simple}
                        onOpen={openSheet}
                      />
                      {desktop && <CoinActions asset={asset} />}
                    </HStack>
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
                  {desktop && (
                    <Table.Cell textAlign="end" w="1%">
                      <TradeButtons asset={asset} onTrade={onTrade} stacked={false} big={simple} />
                    </Table.Cell>
                  )}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <CoinSheet
        asset={sheetAsset}
        change={sheetAsset ? changeOf(sheetAsset) : undefined}
        open={sheet?.open ?? false}
        onClose={() => setSheet((current) => current && { ...current, open: false })}
        onTrade={onTrade}
      />
    </>
  );
}
