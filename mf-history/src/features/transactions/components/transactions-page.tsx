import { Box, EmptyState, Heading, Spinner, Table, Text, VStack } from '@chakra-ui/react';
import { errorMessage } from '@wattle/shared';
import { useTransactions } from '../api/get-trade-transactions';
import { TransactionRow } from './transaction-row';

export function TransactionsPage() {
  const transactions = useTransactions();
  return (
    <Box as="main" maxW="5xl" mx="auto" w="full" px={{ base: '4', md: '8' }} py="8">
      <Heading as="h1" size="2xl" mb="6">
        Transaction history
      </Heading>
      {transactions.isPending && <Spinner aria-label="Loading your transactions" />}
      {transactions.isError && <Text role="alert">{errorMessage(transactions.error)}</Text>}
      {transactions.data?.length === 0 && (
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
      )}
      {transactions.data && transactions.data.length > 0 && (
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
              {transactions.data.map((transaction) => (
                <TransactionRow key={transaction.transactionId} transaction={transaction} />
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
