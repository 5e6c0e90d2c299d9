import { Button, Stack } from '@chakra-ui/react';
import type { Asset, AssetStats } from '@wattle/shared';
import { useState } from 'react';
import type { Direction } from '@/lib/assets/trade-availability';
import { SpotPriceTable } from './spot-price-table';

export interface SimpleMarketListProps {
  /** The short list: the customer's coins, then popular ones. */
  shortList: Asset[];
  /** Every coin, one tap away. */
  assets: Asset[];
  stats: AssetStats | undefined;
  onTrade: (asset: Asset, direction: Direction) => void;
}

/**
 * Simple mode (docs/product/screens.md#view-modes): a few coins with big Buy and Sell buttons
 * instead of the full spot table; the whole market opens on request.
 */
export function SimpleMarketList({ shortList, assets, stats, onTrade }: SimpleMarketListProps) {
  const [showAll, setShowAll] = useState(false);
  return (
    <Stack gap="3">
      <SpotPriceTable
        assets={showAll ? assets : shortList}
        stats={stats}
        onTrade={onTrade}
        simple
      />
      {assets.length > shortList.length && (
        <Button
          variant="ghost"
          colorPalette="eucalypt"
          alignSelf="center"
          aria-expanded={showAll}
          onClick={() => setShowAll((shown) => !shown)}
        >
          {showAll ? 'Show fewer coins' : `Show all ${assets.length} coins`}
        </Button>
      )}
    </Stack>
  );
}
