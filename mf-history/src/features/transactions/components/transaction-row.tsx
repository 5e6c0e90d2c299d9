import { Table } from '@chakra-ui/react';
import {
  BUCKET_TRADE_LABEL,
  formatDateTime,
  TRANSACTION_LABELS,
  type Transaction,
} from '@wattle/shared';
import { SignedAmount } from '@/components/signed-amount';

function label(transaction: Transaction): string {
  return transaction.trade?.bucketOrderTrade
    ? BUCKET_TRADE_LABEL
    : TRANSACTION_LABELS[transaction.type];
}

/** One movement: when, what, which asset, and how much in or out. */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(transaction.createdAt)}</Table.Cell>
      <Table.Cell>{label(transaction)}</Table.Cell>
      <Table.Cell>{transaction.asset.symbol}</Table.Cell>
      <Table.Cell textAlign="end">
        <SignedAmount amount={transaction.amount} />
      </Table.Cell>
    </Table.Row>
  );
}
