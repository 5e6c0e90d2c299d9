import { DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  allInCost,
  allInCostSentence,
  formatAmount,
  formatDateTime,
  makeAmount,
  WattleModal,
  type HistoryGroup,
  type Trade,
  type Transaction,
} from '@wattle/shared';
import { CopyButton } from '@/components/copy-button';
import { SignedAmount } from '@/components/signed-amount';
import { groupView, reasonLead } from '../lib/group-view';
import { LegList } from './leg-list';
import { OrderFacts } from './order-facts';
import { TransferFacts } from './transfer-facts';
import { TravelRuleFacts } from './travel-rule-facts';

/** What each asset added up to over the group's entries: the net effect on the balances. */
function totals(legs: readonly Transaction[]) {
  const bySymbol = new Map<string, { units: bigint; precision: number }>();
  for (const leg of legs) {
    const entry = bySymbol.get(leg.asset.symbol) ?? { units: 0n, precision: leg.amount.precision };
    entry.units += BigInt(leg.amount.value);
    bySymbol.set(leg.asset.symbol, entry);
  }
  return [...bySymbol.entries()].map(([symbol, { units, precision }]) =>
    makeAmount(units, precision, symbol),
  );
}

function IdLine({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>
        <HStack gap="2" wrap="wrap" minW="0">
          <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all">
            {value}
          </Text>
          <CopyButton value={value} label={label.toLowerCase()} />
        </HStack>
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** The spread leg as a cost: its AUD without the sign; none recorded is $0.00. */
function spreadCost(trade: Trade, spread: Transaction | undefined) {
  return spread
    ? makeAmount(spread.amount.value.replace('-', ''), spread.amount.precision, spread.amount.name)
    : makeAmount(0n, trade.tradeFee.precision, trade.tradeFee.name);
}

function TradeFacts({ trade, spread }: { trade: Trade; spread: Transaction | undefined }) {
  const coin = trade.side === 'buy' ? trade.receiveAmount.name : trade.spendAmount.name;
  // The trade's all-in cost, worded as on the trade dialog (docs/product/portfolio.md#all-in-cost).
  const allIn = allInCostSentence(
    allInCost({
      side: trade.side,
      symbol: coin,
      total: trade.side === 'buy' ? trade.spendAmount : trade.receiveAmount,
      fee: trade.tradeFee,
      spread: spreadCost(trade, spread),
    }),
  );
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {trade.side === 'buy' ? 'Bought' : 'Sold'} {coin}
      </Text>
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        <DataList.Item>
          <DataList.ItemLabel>Price</DataList.ItemLabel>
          <DataList.ItemValue>
            {formatAmount(trade.price, trade.side === 'buy' ? 'up' : 'down')} per {coin}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Paid</DataList.ItemLabel>
          <DataList.ItemValue>{formatAmount(trade.spendAmount, 'up')}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Received</DataList.ItemLabel>
          <DataList.ItemValue>{formatAmount(trade.receiveAmount)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Fee</DataList.ItemLabel>
          <DataList.ItemValue>{formatAmount(trade.tradeFee, 'up')}</DataList.ItemValue>
        </DataList.Item>
        {spread && (
          <DataList.Item>
            <DataList.ItemLabel>Spread</DataList.ItemLabel>
            <DataList.ItemValue>{formatAmount(spreadCost(trade, spread), 'up')}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      {trade.tradeFee.name === 'AUD' && (
        <Text fontSize="sm" data-testid="all-in-cost">
          {allIn}
        </Text>
      )}
    </Stack>
  );
}

/** The detail view of one group: each entry, price, fee, spread, totals and ids to copy. */
export function GroupDetail({ group, onClose }: { group: HistoryGroup; onClose: () => void }) {
  const view = groupView(group);
  const legs = [...(view.parent ? [view.parent] : []), ...view.children];
  const spreads = legs.filter((leg) => leg.type === 'spread');
  return (
    <WattleModal open onClose={onClose} title={`${view.label}: ${view.title}`}>
      <Stack gap="5">
        <Stack gap="1">
          <Text>{formatDateTime(group.occurredAt)}</Text>
          <Text fontWeight="medium">{view.status ?? 'Complete'}</Text>
          {group.reason && (
            <Text color={reasonLead(group.status).problem ? 'red.700' : 'fg'}>{group.reason}</Text>
          )}
        </Stack>
        {legs.length > 0 && (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Entries
            </Heading>
            <LegList legs={legs} label="Entries" at={group.occurredAt} />
          </Stack>
        )}
        {group.order && <OrderFacts order={group.order} trade={group.trades[0]} />}
        {group.trades.length > 0 && (
          <Stack gap="3">
            <Heading as="h3" size="sm">
              {group.trades.length > 1 ? 'Trades' : 'Trade'}
            </Heading>
            {group.trades.map((trade) => (
              <TradeFacts
                key={trade.tradeId}
                trade={trade}
                spread={spreads.find((leg) => leg.tradeId === trade.tradeId)}
              />
            ))}
          </Stack>
        )}
        {group.transfer && <TransferFacts transfer={group.transfer} />}
        {group.transfer && <TravelRuleFacts transfer={group.transfer} />}
        {legs.length > 0 && (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Totals
            </Heading>
            {totals(legs).map((amount) => (
              <HStack key={amount.name} justify="space-between">
                <Text>{amount.name}</Text>
                <SignedAmount amount={amount} />
              </HStack>
            ))}
          </Stack>
        )}
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Ids
          </Heading>
          <DataList.Root orientation="vertical" size="sm" gap="2">
            <IdLine
              label={
                group.kind === 'bucket'
                  ? 'Bucket order id'
                  : group.kind === 'swap'
                    ? 'Swap id'
                    : group.transfer
                      ? 'Transfer id'
                      : group.kind === 'bonus'
                        ? 'Entry id'
                        : 'Trade id'
              }
              value={group.groupId}
            />
            {group.trades.length > 1 &&
              group.trades.map((trade) => (
                <IdLine
                  key={trade.tradeId}
                  label={`Trade id (${trade.side === 'buy' ? trade.receiveAmount.name : trade.spendAmount.name})`}
                  value={trade.tradeId}
                />
              ))}
          </DataList.Root>
        </Stack>
      </Stack>
    </WattleModal>
  );
}
