import { Flex, Text } from '@chakra-ui/react';
import {
  displayRounding,
  ContentSkeleton,
  formatCrypto,
  formatFiat,
  UNAVAILABLE,
} from '@wattle/shared';
import type { TradeLimits } from '@/lib/order/trade-limits';

/** The fiat balance when buying, the coin's balance when selling. */
export function AvailableFunds({ limits, loading }: { limits: TradeLimits; loading: boolean }) {
  const { balance, side, unit, decimals } = limits;
  let shown = UNAVAILABLE;
  if (balance !== null) {
    shown =
      side === 'buy'
        ? formatFiat(balance, 'down')
        : `${formatCrypto(balance, displayRounding('maximum', side), decimals)} ${unit}`;
  }
  return (
    <Flex justify="space-between" align="center" fontSize="sm">
      <Text color="fg.muted">Available</Text>
      {loading ? (
        <ContentSkeleton label="Loading your balance" shape="inline" />
      ) : (
        <Text fontWeight="medium" fontVariantNumeric="tabular-nums" data-testid="available-funds">
          {shown}
        </Text>
      )}
    </Flex>
  );
}
