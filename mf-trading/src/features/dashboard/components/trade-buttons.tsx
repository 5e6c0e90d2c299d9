import { Button, Stack } from '@chakra-ui/react';
import { useSession, type Asset } from '@wattle/shared';
import { buyAvailability, sellAvailability, type Direction } from '@/lib/assets/trade-availability';

/** Buy and Sell for one coin, each disabled with its reason (spec §2.7). */
export function TradeButtons({
  asset,
  onTrade,
  stacked,
}: {
  asset: Asset;
  onTrade: (asset: Asset, direction: Direction) => void;
  stacked: boolean;
}) {
  const session = useSession();
  const buy = buyAvailability(asset, session.can);
  const sell = sellAvailability(asset, session.can);
  return (
    <Stack direction={stacked ? 'column' : 'row'} gap={stacked ? '1' : '2'} align="flex-end">
      <Button
        size="xs"
        minW="12"
        colorPalette="brand"
        disabled={!buy.enabled}
        title={buy.reason ?? undefined}
        aria-label={`Buy ${asset.name}`}
        onClick={(event) => {
          event.stopPropagation();
          onTrade(asset, 'buy');
        }}
      >
        Buy
      </Button>
      <Button
        size="xs"
        minW="12"
        variant="outline"
        colorPalette="eucalypt"
        disabled={!sell.enabled}
        title={sell.reason ?? undefined}
        aria-label={`Sell ${asset.name}`}
        onClick={(event) => {
          event.stopPropagation();
          onTrade(asset, 'sell');
        }}
      >
        Sell
      </Button>
    </Stack>
  );
}
