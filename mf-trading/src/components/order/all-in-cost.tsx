import { Text } from '@chakra-ui/react';
import {
  allInCost,
  allInCostSentence,
  type AllInCostInput,
  type OrderQuote,
  type OrderResult,
} from '@wattle/shared';

/**
 * The trade's all-in cost in one line (docs/product/portfolio.md#all-in-cost): what it costs
 * at the mid price, spread and fee, in dollars and percent, from the shared `allInCost`.
 */
export function AllInCost(trade: AllInCostInput) {
  return (
    <Text fontSize="sm" fontWeight="medium" data-testid="all-in-cost">
      {allInCostSentence(allInCost(trade))}
    </Text>
  );
}

export function QuoteAllInCost({ quote }: { quote: OrderQuote }) {
  return (
    <AllInCost
      side={quote.orderType === 'swap' ? 'swap' : quote.side}
      symbol={quote.cryptoAsset.symbol}
      total={quote.total}
      fee={quote.fee}
      spread={quote.spread}
    />
  );
}

export function OrderAllInCost({ order }: { order: OrderResult }) {
  const buy = order.side === 'buy' && order.orderType !== 'swap';
  return (
    <AllInCost
      side={order.orderType === 'swap' ? 'swap' : order.side}
      symbol={buy ? order.receiveAsset.symbol : order.spendAsset.symbol}
      total={buy ? order.spendAmount : order.receiveAmount}
      fee={order.tradeFee}
      spread={order.spread}
    />
  );
}
