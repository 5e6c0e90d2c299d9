import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  formatAmount,
  PORTFOLIO_RANGES,
  QueryState,
  type PortfolioHistory,
  type PortfolioRange,
  SectionCard,
} from '@wattle/shared';
import { useMemo, useState } from 'react';
import { SegmentPicker } from '@/components/segment-picker';
import { usePortfolioHistory } from '../api/get-portfolio-history';
import { useChart } from '../hooks/use-chart';
import { portfolioChartSummary } from '../lib/chart-summary';
import { drawValueAndCost } from '../lib/draw-series';
import { toValueAndCost } from '../lib/to-chart-data';
import { ChartFigure } from './chart-figure';

const HEIGHT = 260;
const LABELS: Record<(typeof PORTFOLIO_RANGES)[number], string> = {
  '7d': '7D',
  '30d': '30D',
  '1y': '1Y',
  all: 'All',
};

function ValueChart({ history, range }: { history: PortfolioHistory; range: PortfolioRange }) {
  const lines = useMemo(() => toValueAndCost(history), [history]);
  const container = useChart(HEIGHT, lines, drawValueAndCost);
  const last = history.at(-1);
  return (
    <Stack gap="3">
      {last && (
        <HStack gap="4" wrap="wrap" fontSize="sm">
          <Text>
            Value now{' '}
            <Text as="span" fontWeight="semibold" data-testid="portfolio-chart-last">
              {formatAmount(last.value, 'down')}
            </Text>
          </Text>
          <Text color="fg.muted">
            Cost base (with your AUD) {formatAmount(last.costBase, 'down')}, dashed
          </Text>
        </HStack>
      )}
      <ChartFigure
        container={container}
        height={HEIGHT}
        label={portfolioChartSummary(history, range)}
        testId="portfolio-chart"
      />
    </Stack>
  );
}

/**
 * The balance page's portfolio over time (docs/product/portfolio.md#value-over-time): value
 * and cost base from the first holding, ending at the balance's total.
 */
export function PortfolioChart() {
  const [range, setRange] = useState<PortfolioRange>('30d');
  const history = usePortfolioHistory(range);
  return (
    <SectionCard
      title="Portfolio value"
      actions={
        <SegmentPicker
          options={PORTFOLIO_RANGES.map((value) => ({ value, label: LABELS[value] }))}
          value={range}
          onChange={setRange}
          label="Portfolio chart range"
        />
      }
    >
      <QueryState
        query={history}
        loadingLabel="Loading the portfolio chart"
        loading={<Skeleton h={`${HEIGHT}px`} />}
      >
        {(points) =>
          points.length < 2 ? (
            <Text color="fg.muted" data-testid="portfolio-chart-empty">
              Your chart starts with your first deposit or trade.
            </Text>
          ) : (
            <ValueChart history={points} range={range} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
