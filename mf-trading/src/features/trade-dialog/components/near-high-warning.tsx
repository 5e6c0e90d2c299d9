import { Alert } from '@chakra-ui/react';
import {
  formatFiat,
  NEAR_HIGH_MIN_RISE_PERCENT,
  NEAR_HIGH_PERCENT,
  type Asset,
} from '@wattle/shared';
import { bigOrNull } from '@/lib/amounts';
import { usePriceHistory } from '@/lib/api/get-price-history';
import { nearHighSignal } from '@/lib/assets/near-high';

/** The rule, in the words the customer reads. */
export const NEAR_HIGH_RULE = `We warn you when a coin that moves a lot has risen at least ${NEAR_HIGH_MIN_RISE_PERCENT}% in 30 days and its buy price is within ${NEAR_HIGH_PERCENT}% of the 30-day high. It is a warning, not a block: you can still buy.`;

/** Marketing promise: a warning, not a block, before buying near the top of the market. */
export function NearHighWarning({ asset }: { asset: Asset }) {
  const history = usePriceHistory(asset.assetId, '30d');
  const buyPrice = bigOrNull(asset.buyPrice);
  if (!history.data || !buyPrice) return null;
  const signal = nearHighSignal({
    buyPrice,
    high30d: history.data.high30d,
    closes: history.data.candles.map((candle) => candle.close),
  });
  if (!signal) return null;
  return (
    <Alert.Root status="warning" variant="surface" data-testid="near-high-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{asset.name} is near its 30-day high</Alert.Title>
        <Alert.Description>
          The buy price of {formatFiat(buyPrice, 'up')} is close to the 30-day high of{' '}
          {formatFiat(history.data.high30d, 'up')}, {Math.floor(signal.risePercent)}% above the
          30-day low. Prices that have risen quickly can fall back. {NEAR_HIGH_RULE}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
