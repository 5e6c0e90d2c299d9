import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, type HistoryTransfer, type TravelRuleRecord } from '@wattle/shared';
import { useTravelRuleRecord } from '../api/get-travel-rule-record';

const STATUS_WORDS: Record<TravelRuleRecord['status'], string> = {
  accepted: 'Accepted by the receiving exchange',
  rejected: 'Refused by the receiving exchange',
  name_mismatch: 'Name did not match',
  unreachable: 'Exchange could not be reached',
  self_hosted: 'Self-hosted wallet',
  received: 'Sender’s details received',
  missing_originator: 'Sender’s details missing',
};

function walletWords(record: TravelRuleRecord): string {
  const whose = record.owner === 'self' ? 'Your' : record.owner === 'other' ? 'Someone else’s' : '';
  const kind =
    record.walletKind === 'exchange'
      ? `account at ${record.exchangeName ?? 'an exchange'}`
      : 'self-hosted wallet';
  return whose ? `${whose} ${kind}` : kind[0]?.toUpperCase() + kind.slice(1);
}

/**
 * The Travel Rule record of a coin withdrawal or deposit (docs/product/travel-rule.md#records):
 * who sent, who received, what the other exchange said and what support decided.
 */
export function TravelRuleFacts({ transfer }: { transfer: HistoryTransfer }) {
  const coins = transfer.asset.symbol !== 'AUD';
  const record = useTravelRuleRecord(transfer.paymentTransferId, coins).data;
  if (!record) return null;
  const rows = [
    { label: 'Wallet', value: walletWords(record) },
    { label: 'Sender', value: record.originatorName },
    { label: 'Recipient', value: record.beneficiaryName },
    { label: 'Status', value: STATUS_WORDS[record.status] },
    {
      label: 'Our team',
      value: record.resolution
        ? `${record.resolution === 'approved' ? 'Approved' : 'Refused'} ${formatDateTime(record.resolvedAt ?? record.createdAt)}`
        : null,
    },
    { label: 'Kept until', value: formatDateTime(record.keepUntil) },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  return (
    <Stack gap="2" data-testid="travel-rule-facts">
      <Heading as="h3" size="sm">
        Travel Rule
      </Heading>
      <Text fontSize="sm">{record.message}</Text>
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
