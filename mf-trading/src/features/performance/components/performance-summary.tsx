import { Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import {
  formatAmount,
  QueryState,
  tapTargetStyle,
  type PortfolioHoldings,
  SectionCard,
} from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useHoldings } from '../api/get-holdings';
import { gainColour, gainWords } from '../lib/gain-words';
import { HoldingsCard } from './holdings-card';

const SPREAD_NOTE =
  'Values are at the price you would sell at now. Right after a buy a holding shows a little less than you paid: the spread on both sides and the fee.';

function SimpleLine({ holdings }: { holdings: PortfolioHoldings }) {
  const { totals } = holdings;
  return (
    <Stack gap="1">
      <Text fontSize="lg" data-testid="performance-line">
        <Text as="span" color={gainColour(totals.unrealisedGain)} fontWeight="semibold">
          {gainWords(totals.unrealisedGain, totals.unrealisedPercent)}
        </Text>{' '}
        on what you paid ({formatAmount(totals.costBase, 'down')})
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Realised this financial year (FY{holdings.financialYear}):{' '}
        {formatAmount(totals.realisedGainThisYear, 'down')}
      </Text>
    </Stack>
  );
}

function HoldingsTable({ holdings }: { holdings: PortfolioHoldings }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="performance-table">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" pb="2">
          Cost base and gains per coin, first in first out, as in your tax report
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Coin</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Cost base</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Unrealised</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              Realised FY{holdings.financialYear}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {holdings.holdings.map((holding) => (
            <Table.Row
              key={holding.asset.assetId}
              data-testid={`performance-${holding.asset.symbol}`}
            >
              <Table.Cell>
                <Link asChild color="eucalypt.fg" fontWeight="medium" css={tapTargetStyle}>
                  <RouterLink to={`/balance/${holding.asset.assetId}`}>
                    {holding.asset.symbol}
                  </RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {formatAmount(holding.amount, 'down')}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">
                {holding.value ? formatAmount(holding.value, 'down') : '—'}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {formatAmount(holding.costBase, 'down')}
                {holding.costBaseUnknown && (
                  <Text fontSize="xs" color="fg.muted">
                    includes coins transferred in at $0
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" color={gainColour(holding.unrealisedGain)}>
                {gainWords(holding.unrealisedGain, holding.unrealisedPercent)}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {formatAmount(holding.realisedGainThisYear, 'down')}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

const EMPTY_WORDS =
  'Once you buy crypto, this shows what you paid for it and whether you are up or down.';

/**
 * The one line that sits with the dashboard's balance total (docs/product/portfolio.md#cost-base):
 * up or down on what was paid, and what was realised this financial year.
 */
export function PerformanceLine() {
  const holdings = useHoldings();
  return (
    <QueryState
      query={holdings}
      loadingLabel="Loading your cost base"
      loading={<Skeleton h="10" />}
    >
      {(data) =>
        data.holdings.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="performance-empty">
            {EMPTY_WORDS}
          </Text>
        ) : (
          <Stack gap="1">
            <SimpleLine holdings={data} />
            <Text fontSize="xs" color="fg.muted">
              {SPREAD_NOTE}
            </Text>
          </Stack>
        )
      }
    </QueryState>
  );
}

/**
 * The table per coin, for the dashboard's advanced mode: its one line is in the balance panel
 * (`PerformanceLine`), so this shows only once there is something to tabulate.
 */
export function PerformanceTablePanel() {
  const holdings = useHoldings().data;
  if (!holdings || holdings.holdings.length === 0) return null;
  return (
    <SectionCard title="What you paid and what it’s worth">
      <HoldingsTable holdings={holdings} />
    </SectionCard>
  );
}

/**
 * Am I up or down (docs/product/portfolio.md#cost-base): simple mode says it in one line,
 * advanced mode shows the table per coin, each row opening the coin's parcels.
 */
export function PerformanceSummary({ advanced }: { advanced: boolean }) {
  return (
    <HoldingsCard
      title="What you paid and what it’s worth"
      loadingLabel="Loading your cost base"
      skeletonHeight="16"
    >
      {(data) =>
        data.holdings.length === 0 ? (
          <Text color="fg.muted" data-testid="performance-empty">
            {EMPTY_WORDS}
          </Text>
        ) : (
          <Stack gap="3">
            <SimpleLine holdings={data} />
            {advanced && <HoldingsTable holdings={data} />}
            <Text fontSize="xs" color="fg.muted">
              {SPREAD_NOTE}
            </Text>
          </Stack>
        )
      }
    </HoldingsCard>
  );
}
