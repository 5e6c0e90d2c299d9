import { DataList, Heading, Stack } from '@chakra-ui/react';
import { formatAmount, formatDateTime, type HistoryOrder, type Trade } from '@wattle/shared';

const KIND_LABELS: Record<HistoryOrder['kind'], string> = {
  limit: 'Limit order',
  stop_loss: 'Stop-loss',
  take_profit: 'Take-profit',
  oco: 'Stop-loss / take-profit pair',
};

/**
 * The order a trade filled (docs/product/trading.md#orders): when it was placed and filled,
 * and what it waited for against the price it filled at.
 */
export function OrderFacts({ order, trade }: { order: HistoryOrder; trade: Trade | undefined }) {
  const rows: [string, string][] = [['Placed', formatDateTime(order.placedAt)]];
  if (trade) rows.push(['Filled', formatDateTime(trade.createdAt)]);
  if (order.limitPrice) {
    const label = order.kind === 'limit' ? 'Limit price' : 'Take-profit at';
    rows.push([label, formatAmount(order.limitPrice)]);
  }
  if (order.stopPrice) rows.push(['Stop-loss at', formatAmount(order.stopPrice)]);
  if (trade) {
    rows.push(['Filled at', formatAmount(trade.price, trade.side === 'buy' ? 'up' : 'down')]);
  }
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {KIND_LABELS[order.kind]}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
