import { Skeleton } from '@chakra-ui/react';
import { QueryState, type HistoryRange } from '@wattle/shared';
import { useMemo, useState } from 'react';
import { RangePicker } from '@/components/range-picker';
import { SectionCard } from '@/components/section-card';
import { usePortfolioHistory } from '../api/get-portfolio-history';
import { useChart } from '../hooks/use-chart';
import { portfolioChartSummary } from '../lib/chart-summary';
import { drawArea } from '../lib/draw-series';
import { toValueLine, type LinePoint } from '../lib/to-chart-data';
import { ChartFigure } from './chart-figure';

const HEIGHT = 260;

function AreaChart({ points, label }: { points: LinePoint[]; label: string }) {
  const container = useChart(HEIGHT, points, drawArea);
  return (
    <ChartFigure container={container} height={HEIGHT} label={label} testId="portfolio-chart" />
  );
}

/** The balance page's portfolio value over time. */
export function PortfolioChart() {
  const [range, setRange] = useState<HistoryRange>('30d');
  const history = usePortfolioHistory(range);
  const points = useMemo(() => (history.data ? toValueLine(history.data) : []), [history.data]);
  return (
    <SectionCard
      title="Portfolio value"
      actions={<RangePicker value={range} onChange={setRange} label="Portfolio chart range" />}
    >
      <QueryState
        query={history}
        loadingLabel="Loading the portfolio chart"
        loading={<Skeleton h={`${HEIGHT}px`} />}
      >
        {(values) => <AreaChart points={points} label={portfolioChartSummary(values, range)} />}
      </QueryState>
    </SectionCard>
  );
}
