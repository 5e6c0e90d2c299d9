import { Table, Text } from '@chakra-ui/react';
import {
  amountToBig,
  BUCKET_TRADE_LABEL,
  formatCrypto,
  formatDateTime,
  formatFiat,
  TRANSACTION_LABELS,
  type Transaction,
} from '@wattle/shared';

function describeAmount(transaction: Transaction): string {
  const value = amountToBig(transaction.amount);
  const magnitude = value.abs();
  const text =
    transaction.asset.symbol === 'AUD'
      ? formatFiat(magnitude)
      : `${formatCrypto(magnitude)} ${transaction.asset.symbol}`;
  return value.lt(0) ? `−${text}` : `+${text}`;
}

function label(transaction: Transaction): string {
  return transaction.trade?.bucketOrderTrade
    ? BUCKET_TRADE_LABEL
    : TRANSACTION_LABELS[transaction.type];
}

/** One movement: when, what, which asset, and how much in or out. */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  const outgoing = amountToBig(transaction.amount).lt(0);
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(transaction.createdAt)}</Table.Cell>
      <Table.Cell>{label(transaction)}</Table.Cell>
      <Table.Cell>{transaction.asset.symbol}</Table.Cell>
      <Table.Cell textAlign="end">
        <Text as="span" color={outgoing ? 'fg' : 'green.700'} fontVariantNumeric="tabular-nums">
          {describeAmount(transaction)}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
}
