import { HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  AlertBell,
  CoinIcon,
  formatAmount,
  portfolioBalancesQueryOptions,
  UNAVAILABLE,
  WatchStar,
  WattleSheet,
  type Asset,
} from '@wattle/shared';
import { useRef } from 'react';
import { DailyChange } from '@/components/daily-change';
import { SummaryList } from '@/components/summary-list';
import type { Direction } from '@/lib/assets/trade-availability';
import { priceOf } from '../lib/spot-price';
import { TradeButtons } from './trade-buttons';

export interface CoinSheetProps {
  /** The coin, kept while the sheet closes so its words do not vanish mid-fade. */
  asset: Asset | null;
  change: string | undefined;
  open: boolean;
  onClose: () => void;
  onTrade: (asset: Asset, direction: Direction) => void;
}

/** What the customer holds of the coin, in coin and at the sell price. */
function useHolding(asset: Asset | null): string {
  const holdings = useQuery(portfolioBalancesQueryOptions()).data?.cryptoHoldings;
  if (!asset || !holdings) return UNAVAILABLE;
  const holding = holdings.find((each) => each.asset.assetId === asset.assetId);
  if (!holding || holding.amount.value === '0') return `No ${asset.symbol.toUpperCase()}`;
  const value = holding.valueInFiat ? ` · ${formatAmount(holding.valueInFiat, 'down')}` : '';
  return `${formatAmount(holding.amount, 'down')}${value}`;
}

/**
 * A coin's sheet (docs/product/screens.md#coin-sheet): what tapping its row opens. Its prices,
 * 24 h change and the customer's holding, the watchlist star and alert bell, and full-width
 * Buy and Sell that open the trade dialog.
 */
export function CoinSheet({ asset, change, open, onClose, onTrade }: CoinSheetProps) {
  const holding = useHolding(asset);
  // The trade chosen here opens once the sheet has gone.
  const chosen = useRef<{ asset: Asset; direction: Direction } | null>(null);
  if (!asset) return null;
  const coin = { symbol: asset.symbol, name: asset.name };
  return (
    <WattleSheet
      open={open}
      onClose={onClose}
      onExitComplete={() => {
        const trade = chosen.current;
        chosen.current = null;
        if (trade) onTrade(trade.asset, trade.direction);
      }}
      title={
        <HStack gap="3" as="span">
          <CoinIcon symbol={asset.symbol} size="8" />
          <span>
            {asset.name}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              {asset.symbol.toUpperCase()}
            </Text>
          </span>
        </HStack>
      }
    >
      <Stack gap="5">
        <SummaryList
          label={`${asset.name} now`}
          rows={[
            { label: 'Buy price', value: priceOf(asset, 'buy') },
            { label: 'Sell price', value: priceOf(asset, 'sell') },
            { label: '24 h change', value: <DailyChange value={change} /> },
            { label: 'You hold', value: holding },
          ]}
        />
        <HStack gap="2">
          <WatchStar asset={coin} />
          <AlertBell asset={coin} priceNow={priceOf(asset, 'buy')} />
        </HStack>
        <TradeButtons
          asset={asset}
          stacked={false}
          big
          onTrade={(coin, direction) => {
            chosen.current = { asset: coin, direction };
            onClose();
          }}
        />
      </Stack>
    </WattleSheet>
  );
}
