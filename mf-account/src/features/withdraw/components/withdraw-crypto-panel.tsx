import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  ContentSkeleton,
  errorMessage,
  makeAmount,
  portfolioBalancesQueryOptions,
  type Amount,
  type Asset,
} from '@wattle/shared';
import { TransferPanel } from '@/components/transfer-panel';
import { useAssets } from '@/lib/api/get-assets';
import { useStepUpMethod } from '@/lib/use-step-up-method';
import { useAddressBook } from '../api/address-book';
import { AddressBookSection } from './address-book-section';
import { CryptoWithdrawalForm } from './crypto-withdrawal-form';
import { PausedWithdrawalsList } from './paused-withdrawals-list';
import { SecurityHoldNotice } from './security-hold-notice';
import { WithdrawSection } from './withdraw-section';

const withdrawable = (asset: Asset) =>
  asset.type !== 'fiat' && asset.enabled && asset.withdrawEnabled;

/** The `withdraw-crypto` tab: coins out with a signed fee estimate and step-up; the address book. */
export function WithdrawCryptoPanel() {
  const assets = useAssets();
  const balances = useQuery(portfolioBalancesQueryOptions());
  const book = useAddressBook();
  const method = useStepUpMethod();
  const coins = (assets.data ?? []).filter(withdrawable);
  const balanceOf = (symbol: string): Amount | null => {
    if (!balances.data) return null;
    const held = balances.data.cryptoHoldings.find((holding) => holding.asset.symbol === symbol);
    const asset = coins.find((coin) => coin.symbol === symbol);
    return held?.amount ?? (asset ? makeAmount(0n, asset.precision, symbol) : null);
  };
  const ready = assets.data && book.data && method;
  return (
    <TransferPanel
      title="Withdraw crypto"
      intro="Send coins to a wallet or exchange. Each coin has a network fee."
    >
      <SecurityHoldNotice />
      <PausedWithdrawalsList asset="crypto" />
      {!ready && !assets.isError && !book.isError && (
        <ContentSkeleton label="Loading withdrawals" shape="card" minH="72" />
      )}
      {(assets.isError || book.isError) && (
        <Text role="alert">{errorMessage(assets.error ?? book.error)}</Text>
      )}
      {ready && (
        <>
          <WithdrawSection title="Withdraw">
            <CryptoWithdrawalForm
              coins={coins}
              balanceOf={balanceOf}
              saved={book.data.addresses}
              savedOnly={book.data.savedOnly}
              method={method}
            />
          </WithdrawSection>
          <AddressBookSection book={book.data} coins={coins} method={method} />
        </>
      )}
    </TransferPanel>
  );
}
