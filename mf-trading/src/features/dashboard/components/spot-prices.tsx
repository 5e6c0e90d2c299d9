import { QueryState, useWatchlist, type Asset, type AssetStats, SectionCard } from '@wattle/shared';
import { memo, useDeferredValue, useMemo } from 'react';
import { POPULAR_SYMBOLS, SIMPLE_LIST_LIMIT } from '@/config/popular-coins';
import { useAssetStats } from '@/lib/api/get-asset-stats';
import { cryptoAssets, useAssets } from '@/lib/api/get-assets';
import type { Direction } from '@/lib/assets/trade-availability';
import { simpleListAssets, starredFirst } from '../lib/simple-list';
import { MarketListSkeleton } from './market-list-skeleton';
import { PriceCountdown } from './price-countdown';
import { SimpleMarketList } from './simple-market-list';
import { SpotPriceTable } from './spot-price-table';

export interface SpotPricesProps {
  advanced: boolean;
  /** The customer's coins, highest value first: what simple mode lists before popular ones. */
  heldAssetIds: string[];
  onTrade: (asset: Asset, direction: Direction) => void;
}

/**
 * The spot prices with Buy and Sell: the full table in advanced mode, simple mode's
 * short list otherwise. It reads prices and stats itself, and is memoised, so their
 * arrival (and every price refresh) re-renders this section, not the whole dashboard.
 */
export const SpotPrices = memo(function SpotPrices({
  advanced,
  heldAssetIds,
  onTrade,
}: SpotPricesProps) {
  const assetsQuery = useAssets();
  // A query's answer renders at once, and on a phone the whole list at once is a long task
  // each time prices arrive or refresh: the list takes them in a background
  // render, in slices, and keeps what it shows meanwhile.
  const assetsData = useDeferredValue(assetsQuery.data);
  const stats = useDeferredValue(useAssetStats().data);
  return (
    <SectionCard title="Spot prices" actions={<PriceCountdown />}>
      <QueryState
        query={assetsQuery}
        loadingLabel="Loading prices"
        loading={<MarketListSkeleton />}
      >
        {() => (
          <SpotList
            advanced={advanced}
            assetsData={assetsData}
            stats={stats}
            heldAssetIds={heldAssetIds}
            onTrade={onTrade}
          />
        )}
      </QueryState>
    </SectionCard>
  );
});

interface SpotListProps extends SpotPricesProps {
  assetsData: readonly Asset[] | undefined;
  stats: AssetStats | undefined;
}

/** The list itself: memoised, so it renders only when what it shows has changed. */
const SpotList = memo(function SpotList({
  advanced,
  assetsData,
  stats,
  heldAssetIds,
  onTrade,
}: SpotListProps) {
  const starred = useWatchlist();
  const assets = useMemo(
    () => starredFirst(cryptoAssets(assetsData), starred),
    [assetsData, starred],
  );
  const starredIds = assets
    .filter((asset) => starred.includes(asset.symbol.toUpperCase()))
    .map((asset) => asset.assetId);
  // The prices' first answer, before the list's background render has taken it.
  if (assetsData === undefined) return <MarketListSkeleton />;
  return advanced ? (
    <SpotPriceTable assets={assets} stats={stats} onTrade={onTrade} />
  ) : (
    <SimpleMarketList
      shortList={simpleListAssets(
        assets,
        [...starredIds, ...heldAssetIds],
        POPULAR_SYMBOLS,
        Math.max(SIMPLE_LIST_LIMIT, starredIds.length),
      )}
      assets={assets}
      stats={stats}
      onTrade={onTrade}
    />
  );
});
