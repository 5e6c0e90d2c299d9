import { useChart } from '../hooks/use-chart';
import { drawCandles, drawCloses } from '../lib/draw-series';
import type { CandlePoint } from '../lib/to-chart-data';
import { ChartFigure } from './chart-figure';

export type ChartKind = 'candles' | 'line';

/** Candles or a line of closes. `label` says in words what the picture shows. */
export function PriceChart({
  candles,
  kind,
  label,
  height = 320,
}: {
  candles: CandlePoint[];
  kind: ChartKind;
  label: string;
  height?: number;
}) {
  const container = useChart(height, candles, kind === 'candles' ? drawCandles : drawCloses);
  return <ChartFigure container={container} height={height} label={label} testId="price-chart" />;
}
