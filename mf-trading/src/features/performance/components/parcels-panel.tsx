import { Badge, Box, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { formatAmount, formatDate, QueryState, type Parcel, SectionCard } from '@wattle/shared';
import { SummaryList } from '@/components/summary-list';
import { useParcels } from '../api/get-parcels';
import { calendarDate, gainColour, gainWords } from '../lib/gain-words';

const SOURCE_LABELS: Record<Parcel['source'], string> = {
  buy: 'Bought',
  swap: 'Swapped in',
  transfer_in: 'Transferred in (cost base unknown)',
};

function Discount({ parcel }: { parcel: Parcel }) {
  if (parcel.discountEligible) {
    return (
      <Badge colorPalette="green" variant="subtle">
        Eligible since {calendarDate(parcel.discountFrom)}
      </Badge>
    );
  }
  const days = parcel.daysToDiscount;
  return (
    <Text>
      {calendarDate(parcel.discountFrom)}
      <Text as="span" display="block" fontSize="xs" color="fg.muted">
        in {days} {days === 1 ? 'day' : 'days'}
      </Text>
    </Text>
  );
}

/**
 * One parcel as a card, for a phone: six columns do not fit 375 px, so each parcel stacks its
 * figures under its date and gain instead of scrolling sideways.
 */
function ParcelCard({ parcel }: { parcel: Parcel }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="parcel-card">
      <HStack justify="space-between" align="flex-start" gap="3" mb="2">
        <Box>
          <Text fontWeight="medium">{formatDate(parcel.acquiredAt)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {SOURCE_LABELS[parcel.source]}
          </Text>
        </Box>
        <Text textAlign="end" color={gainColour(parcel.gain)}>
          {gainWords(parcel.gain, null)}
        </Text>
      </HStack>
      <SummaryList
        label={`Parcel acquired ${formatDate(parcel.acquiredAt)}`}
        rows={[
          { label: 'Amount left', value: formatAmount(parcel.amount, 'down') },
          { label: 'Cost per coin', value: formatAmount(parcel.costPerCoin, 'down') },
          { label: 'Value now', value: parcel.value ? formatAmount(parcel.value, 'down') : '—' },
          {
            label: 'CGT discount from',
            value: (
              <Box data-testid="parcel-discount">
                <Discount parcel={parcel} />
              </Box>
            ),
          },
        ]}
      />
    </Box>
  );
}

/**
 * A coin's parcels, oldest first (docs/product/portfolio.md#parcels), each with the day a sale
 * of it becomes eligible for the 50 % CGT discount and a countdown to it.
 */
export function ParcelsPanel({ assetId }: { assetId: string }) {
  const parcels = useParcels(assetId);
  return (
    <SectionCard title="Parcels">
      <QueryState query={parcels} loadingLabel="Loading your parcels" loading={<Skeleton h="24" />}>
        {(data) =>
          data.parcels.length === 0 ? (
            <Text color="fg.muted">You hold no {data.asset.symbol} right now.</Text>
          ) : (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                A sale uses the oldest parcel first. A gain on a parcel held more than 12 months may
                get the 50 % CGT discount.
              </Text>
              <Stack as="ul" listStyleType="none" gap="2" hideFrom="md" aria-label="Parcels">
                {data.parcels.map((parcel, index) => (
                  <ParcelCard key={`${parcel.acquiredAt}-${index}`} parcel={parcel} />
                ))}
              </Stack>
              <Table.ScrollArea borderWidth="1px" borderRadius="md" hideBelow="md">
                <Table.Root size="sm" data-testid="parcels-table">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Acquired</Table.ColumnHeader>
                      <Table.ColumnHeader>CGT discount from</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Amount left</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Cost per coin</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Value now</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Gain</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.parcels.map((parcel, index) => (
                      <Table.Row key={`${parcel.acquiredAt}-${index}`} data-testid="parcel-row">
                        <Table.Cell>
                          {formatDate(parcel.acquiredAt)}
                          <Text fontSize="xs" color="fg.muted">
                            {SOURCE_LABELS[parcel.source]}
                          </Text>
                        </Table.Cell>
                        <Table.Cell data-testid="parcel-discount">
                          <Discount parcel={parcel} />
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          {formatAmount(parcel.amount, 'down')}
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          {formatAmount(parcel.costPerCoin, 'down')}
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          {parcel.value ? formatAmount(parcel.value, 'down') : '—'}
                        </Table.Cell>
                        <Table.Cell textAlign="end" color={gainColour(parcel.gain)}>
                          {gainWords(parcel.gain, null)}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
