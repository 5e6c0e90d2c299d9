import { Button, Stack } from '@chakra-ui/react';
import { useSession, type Asset } from '@wattle/shared';
import { DisabledReason } from '@/components/disabled-reason';
import { buyAvailability, sellAvailability, type Direction } from '@/lib/assets/trade-availability';

/** Buy and Sell for one coin, each disabled with its reason. */
export function TradeButtons({
  asset,
  onTrade,
  stacked,
  big = false,
}: {
  asset: Asset;
  onTrade: (asset: Asset, direction: Direction) => void;
  stacked: boolean;
  /** Simple mode: large, easy-to-hit buttons that share the row's width. */
  big?: boolean;
}) {
  const session = useSession();
  const buy = buyAvailability(asset, session.can);
  const sell = sellAvailability(asset, session.can);
  const reasonId = `trade-reason-${asset.assetId}`;
  const describedBy = buy.enabled && sell.enabled ? undefined : reasonId;
  return (
    <Stack gap="1" align={big ? 'stretch' : 'flex-end'}>
      <Stack
        direction={stacked ? 'column' : 'row'}
        gap={stacked ? '1' : '2'}
        align={big ? 'stretch' : 'flex-end'}
      >
        <Button
          size={big ? { base: 'md', md: 'lg' } : 'xs'}
          minW={big ? { base: '16', md: '28' } : '12'}
          flex={big ? '1' : undefined}
          colorPalette="brand"
          disabled={!buy.enabled}
          title={buy.reason ?? undefined}
          aria-label={`Buy ${asset.name}`}
          aria-describedby={describedBy}
          onClick={(event) => {
            event.stopPropagation();
            onTrade(asset, 'buy');
          }}
        >
          Buy
        </Button>
        <Button
          size={big ? { base: 'md', md: 'lg' } : 'xs'}
          minW={big ? { base: '16', md: '28' } : '12'}
          flex={big ? '1' : undefined}
          variant="outline"
          colorPalette="eucalypt"
          disabled={!sell.enabled}
          title={sell.reason ?? undefined}
          aria-label={`Sell ${asset.name}`}
          aria-describedby={describedBy}
          onClick={(event) => {
            event.stopPropagation();
            onTrade(asset, 'sell');
          }}
        >
          Sell
        </Button>
      </Stack>
      <DisabledReason id={reasonId} reasons={[buy, sell]} />
    </Stack>
  );
}
