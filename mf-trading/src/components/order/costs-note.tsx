import { Text } from '@chakra-ui/react';
import { formatPercent, TRADING_COSTS } from '@wattle/shared';

/** The review and result line naming the spread's AUD cost, already inside the price. */
export const SPREAD_LABEL = 'Spread, included in the price';

/**
 * What the two costs of a trade are, in words (docs/product/trading.md#spread): the same
 * numbers the fees page states, from TRADING_COSTS.
 */
export function CostsNote({ feePercentage }: { feePercentage: string }) {
  const { standard, stablecoin } = TRADING_COSTS.spreadPercentage;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="costs-note">
      Two costs: the {formatPercent(feePercentage)} fee, and the spread: our buy price is{' '}
      {formatPercent(standard)} above the market mid-price and our sell price{' '}
      {formatPercent(standard)} below it ({formatPercent(stablecoin)} for stablecoins). The spread
      is included in the price per coin shown.
    </Text>
  );
}
