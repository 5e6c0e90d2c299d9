import { QueryState, type Asset } from '@wattle/shared';
import { memo, useMemo } from 'react';
import { SectionCard } from '@/components/section-card';
import { POPULAR_SYMBOLS, SIMPLE_LIST_LIMIT } from '@/config/popular-coins';
import { useAssetStats } from '@/lib/api/get-asset-stats';
import { cryptoAssets, useAssets } from '@/lib/api/get-assets';
import type { Direction } from '@/lib/assets/trade-availability';
import { simpleListAssets } from '../lib/simple-list';
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
 * Spec §2.7's spot prices with Buy and Sell: the full table in advanced mode, simple mode's
 * short list otherwise. It reads prices and stats itself, and is memoised, so their
 * arrival (and every price refresh) re-renders this section, not the whole dashboard.
 */
export const SpotPrices = memo(function SpotPrices({
  advanced,
  heldAssetIds,
  onTrade,
}: SpotPricesProps) {
  const assetsQuery = useAssets();
  const stats = useAssetStats().data;
  const assets = useMemo(() => cryptoAssets(assetsQuery.data), [assetsQuery.data]);
  return (
    <SectionCard title="Spot prices" actions={<PriceCountdown />}>
      <QueryState
        query={assetsQuery}
        loadingLabel="Loading prices"
        loading={<MarketListSkeleton />}
      >
        {() =>
          advanced ? (
            <SpotPriceTable assets={assets} stats={stats} onTrade={onTrade} />
          ) : (
            <SimpleMarketList
              shortList={simpleListAssets(assets, heldAssetIds, POPULAR_SYMBOLS, SIMPLE_LIST_LIMIT)}
              assets={assets}
              stats={stats}
              onTrade={onTrade}
            />
          )
        }
      </QueryState>
    </SectionCard>
  );
});
