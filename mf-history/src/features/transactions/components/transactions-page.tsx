import { Box, EmptyState, Table, VStack } from '@chakra-ui/react';
import { PageLayout, QueryState } from '@wattle/shared';
import { useTransactions } from '../api/get-trade-transactions';
import { TransactionRow } from './transaction-row';

/** `/transaction`: every movement on the customer's accounts, newest first. */
export function TransactionsPage() {
  const transactions = useTransactions();
  return (
    <PageLayout title="Transaction history">
      <QueryState
        query={transactions}
        loadingLabel="Loading your transactions"
        empty={
          <EmptyState.Root>
            <EmptyState.Content>
              <VStack textAlign="center">
                <EmptyState.Title>No transactions yet</EmptyState.Title>
                <EmptyState.Description>
                  Deposits, withdrawals and trades will appear here as soon as you make them.
                </EmptyState.Description>
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        }
      >
        {(list) => (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Transactions">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Type</Table.ColumnHeader>
                  <Table.ColumnHeader>Asset</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((transaction) => (
                  <TransactionRow key={transaction.transactionId} transaction={transaction} />
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </QueryState>
    </PageLayout>
  );
}
