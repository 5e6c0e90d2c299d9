import { Alert, Box, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  AccessBanner,
  errorMessage,
  ContentSkeleton,
  HeldDepositsNotice,
  heldDepositsQueryOptions,
  shortenAddress,
  type Asset,
  type DepositAddress,
} from '@wattle/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { CoinSelectField } from '@/components/coin-select';
import { CopyableDetail } from '@/components/copyable-detail';
import { TransferPanel } from '@/components/transfer-panel';
import { useAssets } from '@/lib/api/get-assets';
import { networkName } from '@/lib/network-name';
import { useDepositAddress } from '../api/get-deposit-address';
import { useMayDeposit } from '../hooks/use-may-deposit';

const depositable = (asset: Asset) =>
  asset.type !== 'fiat' && asset.enabled && asset.depositEnabled;

/**
 * The `deposit-crypto` tab: a coin's deposit address, its tag or memo, and a QR code. Any
 * deposit on hold is said first; a customer who may not deposit reads why, not addresses.
 */
export function DepositCryptoPanel() {
  const mayDeposit = useMayDeposit();
  const held = useQuery(heldDepositsQueryOptions());
  const assets = useAssets();
  const [chosen, setChosen] = useState<string | null>(null);
  const coins = (assets.data ?? []).filter(depositable);
  const symbol = chosen ?? coins[0]?.symbol ?? null;
  const asset = coins.find((coin) => coin.symbol === symbol);
  return (
    <TransferPanel
      title="Deposit crypto"
      intro="Send coins to your own Wattle address. There are no deposit fees."
    >
      <HeldDepositsNotice deposits={held.data} />
      <AccessBanner needs={['DEPOSIT_FIAT']} />
      {(assets.isPending || mayDeposit === undefined) && (
        <ContentSkeleton label="Loading assets" shape="card" minH="20" />
      )}
      {assets.isError && <Text role="alert">{errorMessage(assets.error)}</Text>}
      {mayDeposit && symbol && (
        <CoinSelectField coins={coins} value={symbol} onChange={setChosen} />
      )}
      {mayDeposit && asset && <DepositAddressDetails asset={asset} />}
    </TransferPanel>
  );
}

function DepositAddressDetails({ asset }: { asset: Asset }) {
  const address = useDepositAddress(asset.symbol);
  if (address.isPending)
    return (
      <ContentSkeleton label={`Loading your ${asset.symbol} address`} shape="card" minH="60" />
    );
  if (address.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{errorMessage(address.error)}</Alert.Description>
      </Alert.Root>
    );
  }
  return <AddressCard asset={asset} deposit={address.data} />;
}

function AddressCard({ asset, deposit }: { asset: Asset; deposit: DepositAddress }) {
  // Addresses are shortened to 10 characters where space is short; copied whole.
  const narrow = useBreakpointValue({ base: true, md: false }) ?? false;
  return (
    <Stack gap="4">
      <Box alignSelf="center" bg="white" p="3" borderRadius="md" borderWidth="1px">
        <QRCodeSVG
          value={deposit.address}
          size={176}
          role="img"
          aria-label={`QR code of your ${asset.symbol} deposit address`}
        />
      </Box>
      <Stack gap="1">
        <CopyableDetail
          label={`${asset.symbol} address`}
          value={deposit.address}
          display={narrow ? shortenAddress(deposit.address) : undefined}
        />
        {deposit.tag && deposit.tagLabel && (
          <CopyableDetail label={deposit.tagLabel} value={deposit.tag} />
        )}
      </Stack>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            Send only {asset.symbol} on the {networkName(asset.chain)} network
          </Alert.Title>
          <Alert.Description>
            Coins sent on another network, or another coin, cannot be recovered.
            {deposit.tagLabel
              ? ` Include the ${deposit.tagLabel.toLowerCase()} ${deposit.tag ?? ''}, or your deposit cannot be credited to you.`
              : ''}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
