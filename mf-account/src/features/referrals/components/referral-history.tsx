import { Badge, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import {
  formatFiat,
  formatPercent,
  QueryState,
  type ReferralReport,
  SectionCard,
} from '@wattle/shared';
import { useReferralReport } from '../api/get-referral-report';
import { referralTotals } from '../lib/referral-totals';

function Totals({ report }: { report: ReferralReport }) {
  const totals = referralTotals(report);
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
        <Stat.Label>Friends referred</Stat.Label>
        <Stat.ValueText>{report.refereeCount}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
        <Stat.Label>Active</Stat.Label>
        <Stat.ValueText>{totals.activeCount}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
        <Stat.Label>Total earnings</Stat.Label>
        <Stat.ValueText>{formatFiat(totals.totalEarnings)}</Stat.ValueText>
      </Stat.Root>
    </SimpleGrid>
  );
}

function Referees({ report }: { report: ReferralReport }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" aria-label="Friends you referred">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Referee</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Kickback</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Earnings</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.refereeReports.map((row, index) => (
            <Table.Row key={`${row.referee}-${index}`}>
              <Table.Cell>{row.referee}</Table.Cell>
              <Table.Cell textAlign="end">{formatPercent(row.kickbackPercentage)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={row.active ? 'green' : 'gray'}>
                  {row.active ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">{formatFiat(row.earnings)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The referral-history tab: each friend referred, and what they earned the customer. */
export function ReferralHistory() {
  const report = useReferralReport();
  return (
    <SectionCard title="Referral history" description="Active friends traded in the last 30 days.">
      <QueryState query={report} loadingLabel="Loading your referrals">
        {(data) => (
          <Stack gap="5">
            <Totals report={data} />
            {data.refereeReports.length === 0 ? (
              <Text color="fg.muted">
                No friends have signed up with your link yet. Share it from Refer a friend.
              </Text>
            ) : (
              <Referees report={data} />
            )}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
