import { Flex, Stack, Text } from '@chakra-ui/react';
import { CoinIcon, displayRounding, formatFiat, type Asset, type OrderSide } from '@wattle/shared';
import { bigOrNull } from '@/lib/amounts';

/** The asset's name, symbol and the price this side trades at. */
export function AssetPriceHeader({ asset, side }: { asset: Asset; side: OrderSide }) {
  const price = bigOrNull(side === 'buy' ? asset.buyPrice : asset.sellPrice);
  return (
    <Flex align="center" gap="3">
      <CoinIcon symbol={asset.symbol} size="10" />
      <Stack gap="0" flex="1">
        <Text fontWeight="semibold">
          {asset.name}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            {asset.symbol}
          </Text>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {side === 'buy' ? 'Buy price' : 'Sell price'}
        </Text>
      </Stack>
      <Text fontWeight="semibold" fontSize="lg" fontVariantNumeric="tabular-nums">
        {formatFiat(price, displayRounding('price', side))}
      </Text>
    </Flex>
  );
}
