import { Alert, Button, Flex } from '@chakra-ui/react';
import {
  formatFiat,
  NEAR_HIGH_MIN_RISE_PERCENT,
  NEAR_HIGH_PERCENT,
  type Asset,
} from '@wattle/shared';
import { useId, useState } from 'react';
import { bigOrNull } from '@/lib/amounts';
import { usePriceHistory } from '@/lib/api/get-price-history';
import { nearHighSignal } from '@/lib/assets/near-high';

/** The rule, in the words the customer reads. */
export const NEAR_HIGH_RULE = `We warn you when a coin that moves a lot has risen at least ${NEAR_HIGH_MIN_RISE_PERCENT}% in 30 days and its buy price is within ${NEAR_HIGH_PERCENT}% of the 30-day high. It is a warning, not a block: you can still buy.`;

/**
 * Marketing promise: a warning, not a block, before buying near the top of the market
 * (docs/product/trading.md#near-the-high-warning). One line — "near" or "above" the 30-day
 * high, as the price stands — with the figures and the rule behind "Why?", so on a phone it
 * never pushes the amount field off the first screen.
 */
export function NearHighWarning({ asset }: { asset: Asset }) {
  const history = usePriceHistory(asset.assetId, '30d');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const buyPrice = bigOrNull(asset.buyPrice);
  if (!history.data || !buyPrice) return null;
  const signal = nearHighSignal({
    buyPrice,
    high30d: history.data.high30d,
    closes: history.data.candles.map((candle) => candle.close),
  });
  if (!signal) return null;
  const above = buyPrice.gt(history.data.high30d);
  return (
    <Alert.Root status="warning" variant="surface" py="2" data-testid="near-high-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Flex align="center" justify="space-between" gap="2" wrap="wrap">
          <Alert.Title>
            {asset.name} is {above ? 'above' : 'near'} its 30-day high
          </Alert.Title>
          <Button
            variant="plain"
            size="xs"
            minH="11"
            px="2"
            textDecoration="underline"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((was) => !was)}
          >
            Why?
          </Button>
        </Flex>
        <Alert.Description id={detailsId} hidden={!open}>
          The buy price of {formatFiat(buyPrice, 'up')} is {above ? 'above' : 'close to'} the 30-day
          high of {formatFiat(history.data.high30d, 'up')}, {Math.floor(signal.risePercent)}% above
          the 30-day low. Prices that have risen quickly can fall back. {NEAR_HIGH_RULE}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
