import { Alert, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  AccessBanner,
  errorMessage,
  ContentSkeleton,
  HeldDepositsNotice,
  heldDepositsQueryOptions,
  type DepositAccount,
} from '@wattle/shared';
import { CopyableDetail } from '@/components/copyable-detail';
import { TransferPanel } from '@/components/transfer-panel';
import { useDepositAccount } from '../api/get-deposit-account';
import { useMayDeposit } from '../hooks/use-may-deposit';

/**
 * The `deposit-fiat` tab: where to send AUD, by bank transfer or PayID. No deposit fees. Any
 * deposit on hold is said first; a customer who may not deposit reads why, not details.
 */
export function DepositFiatPanel() {
  const mayDeposit = useMayDeposit();
  const held = useQuery(heldDepositsQueryOptions());
  const account = useDepositAccount(mayDeposit === true);
  return (
    <TransferPanel
      title="Deposit AUD"
      intro="Send AUD from a bank account in your own name. There are no deposit fees."
    >
      <HeldDepositsNotice deposits={held.data} />
      <AccessBanner needs={['DEPOSIT_FIAT']} />
      {(mayDeposit === undefined || (mayDeposit && account.isPending)) && (
        <ContentSkeleton label="Loading your deposit details" shape="lines" count={5} />
      )}
      {account.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We could not set up your deposit details</Alert.Title>
            <Alert.Description>{errorMessage(account.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {account.data && <DepositOptions account={account.data} />}
    </TransferPanel>
  );
}

function DepositOptions({ account }: { account: DepositAccount }) {
  return (
    <Tabs.Root defaultValue="bank-transfer" variant="enclosed" fitted>
      <Tabs.List aria-label="How to deposit">
        <Tabs.Trigger value="bank-transfer">Bank Transfer</Tabs.Trigger>
        <Tabs.Trigger value="payid">PayID</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="bank-transfer">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted" mb="2">
            Transfer to this account and put the reference in the description, so the money finds
            you. Transfers usually arrive within one business day.
          </Text>
          <CopyableDetail label="Account name" value={account.accountName} />
          <CopyableDetail label="BSB" value={account.bsb} />
          <CopyableDetail label="Account number" value={account.accountNumber} />
          <CopyableDetail label="Reference" value={account.reference} />
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="payid">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted" mb="2">
            Pay to this PayID from your banking app. PayID payments usually arrive within minutes;
            no reference is needed.
          </Text>
          <CopyableDetail label="PayID" value={account.payId} />
          <CopyableDetail label="PayID name" value={account.accountName} />
        </Stack>
      </Tabs.Content>
      <Text fontSize="sm" mt="3">
        No deposit fees: every dollar you send arrives in your Wattle balance.
      </Text>
    </Tabs.Root>
  );
}
