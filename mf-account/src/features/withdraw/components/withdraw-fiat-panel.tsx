import { HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  currentUserQueryOptions,
  errorMessage,
  ContentSkeleton,
  FIAT_ASSET_ID,
  formatAmount,
  portfolioBalancesQueryOptions,
} from '@wattle/shared';
import { TransferPanel } from '@/components/transfer-panel';
import { useAssets } from '@/lib/api/get-assets';
import { useWithdrawalLimits } from '@/lib/api/get-withdrawal-limits';
import { useStepUpMethod } from '@/lib/use-step-up-method';
import { useWithdrawAccount } from '../api/withdraw-account';
import { BankAccountSection } from './bank-account-section';
import { FiatWithdrawalForm } from './fiat-withdrawal-form';
import { PausedWithdrawalsList } from './paused-withdrawals-list';
import { WithdrawSection } from './withdraw-section';

/** The `withdraw-fiat` tab: the bank account, then AUD out with step-up. Free. */
export function WithdrawFiatPanel() {
  const user = useQuery(currentUserQueryOptions());
  const method = useStepUpMethod();
  const account = useWithdrawAccount();
  const balances = useQuery(portfolioBalancesQueryOptions());
  const limits = useWithdrawalLimits();
  const assets = useAssets();
  const aud = assets.data?.find((asset) => asset.assetId === FIAT_ASSET_ID);
  const limit = limits.data?.find((entry) => entry.type === 'WITHDRAWAL');

  return (
    <TransferPanel
      title="Withdraw AUD"
      intro="AUD goes to your own bank account. Withdrawals are free."
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text>
          Available:{' '}
          <strong>
            {balances.data ? (
              formatAmount(balances.data.fiatBalance)
            ) : balances.isError ? (
              'Unavailable'
            ) : (
              <ContentSkeleton label="Loading your balance" shape="inline" />
            )}
          </strong>
        </Text>
        <Text>
          Daily limit left:{' '}
          <strong>
            {limit ? (
              formatAmount(limit.remaining)
            ) : limits.isError ? (
              'Unavailable'
            ) : (
              <ContentSkeleton label="Loading your daily limit" shape="inline" />
            )}
          </strong>
        </Text>
      </HStack>
      <PausedWithdrawalsList asset="AUD" />
      {(account.isPending || !user.data || !method) && !account.isError && (
        <ContentSkeleton label="Loading your bank account" shape="card" minH="60" />
      )}
      {account.isError && <Text role="alert">{errorMessage(account.error)}</Text>}
      {account.isSuccess && user.data && method && (
        <>
          <BankAccountSection
            account={account.data}
            ownName={`${user.data.firstName} ${user.data.lastName}`}
            method={method}
          />
          {account.data && (
            <WithdrawSection title="Withdraw">
              <FiatWithdrawalForm
                account={account.data}
                method={method}
                balance={balances.data?.fiatBalance ?? null}
                minimum={aud?.withdrawMinimum ?? null}
                limitLeft={limit?.remaining ?? null}
              />
            </WithdrawSection>
          )}
        </>
      )}
    </TransferPanel>
  );
}
