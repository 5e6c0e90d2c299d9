import { DataList, HStack, Text } from '@chakra-ui/react';
import { formatAmount, shortenAddress, type HistoryTransfer } from '@wattle/shared';
import { CopyButton } from '@/components/copy-button';

/** Method, reference, destination, network fee and transaction hash of a deposit or withdrawal. */
export function TransferFacts({ transfer }: { transfer: HistoryTransfer }) {
  const destination = transfer.type === 'withdrawal' ? 'To' : 'From';
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      <DataList.Item>
        <DataList.ItemLabel>Method</DataList.ItemLabel>
        <DataList.ItemValue>{transfer.method}</DataList.ItemValue>
      </DataList.Item>
      {(transfer.address ?? transfer.counterparty) && (
        <DataList.Item>
          <DataList.ItemLabel>{destination}</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2" wrap="wrap">
              <Text as="span" fontFamily="mono">
                {transfer.address ? shortenAddress(transfer.address) : transfer.counterparty}
              </Text>
              {transfer.address && <CopyButton value={transfer.address} label="address" />}
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      )}
      {transfer.reference && !transfer.txHash && (
        <DataList.Item>
          <DataList.ItemLabel>Reference</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2" wrap="wrap">
              <Text as="span" fontFamily="mono" wordBreak="break-all">
                {transfer.reference}
              </Text>
              <CopyButton value={transfer.reference} label="reference" />
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      )}
      {transfer.txHash && (
        <DataList.Item>
          <DataList.ItemLabel>Tx hash</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2" wrap="wrap">
              <Text as="span" fontFamily="mono">
                {shortenAddress(transfer.txHash)}
              </Text>
              <CopyButton value={transfer.txHash} label="transaction hash" />
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      )}
      {transfer.type === 'withdrawal' && transfer.fee.value !== '0' && (
        <DataList.Item>
          <DataList.ItemLabel>Network fee</DataList.ItemLabel>
          <DataList.ItemValue>{formatAmount(transfer.fee, 'up')}</DataList.ItemValue>
        </DataList.Item>
      )}
    </DataList.Root>
  );
}
