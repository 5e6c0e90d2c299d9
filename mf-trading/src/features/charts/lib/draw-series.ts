import {
  AreaSeries,
  CandlestickSeries,
  LineSeries,
  LineStyle,
  type IChartApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { CHART_COLOURS } from './chart-theme';
import type { CandlePoint, LinePoint } from './to-chart-data';

const at = (time: number) => time as UTCTimestamp;

export function drawCandles(chart: IChartApi, candles: CandlePoint[]) {
  const series = chart.addSeries(CandlestickSeries, {
    upColor: CHART_COLOURS.up,
    downColor: CHART_COLOURS.down,
    wickUpColor: CHART_COLOURS.up,
    wickDownColor: CHART_COLOURS.down,
    borderVisible: false,
  });
  series.setData(candles.map((candle) => ({ ...candle, time: at(candle.time) })));
  return series;
}

export function drawCloses(chart: IChartApi, candles: CandlePoint[]) {
  const series = chart.addSeries(LineSeries, { color: CHART_COLOURS.line, lineWidth: 2 });
  series.setData(candles.map((candle) => ({ time: at(candle.time), value: candle.close })));
  return series;
}

export function drawArea(chart: IChartApi, points: LinePoint[]) {
  const series = chart.addSeries(AreaSeries, {
    lineColor: CHART_COLOURS.line,
    topColor: CHART_COLOURS.areaTop,
    bottomColor: CHART_COLOURS.areaBottom,
    lineWidth: 2,
  });
  series.setData(points.map((point) => ({ time: at(point.time), value: point.value })));
  return series;
}

/** The portfolio's value as an area, and its cost base as a dashed line over it. */
export function drawValueAndCost(
  chart: IChartApi,
  lines: { value: LinePoint[]; cost: LinePoint[] },
) {
  const cost = chart.addSeries(LineSeries, {
    color: CHART_COLOURS.text,
    lineWidth: 2,
    lineStyle: LineStyle.Dashed,
    title: 'Cost base',
  });
  cost.setData(lines.cost.map((point) => ({ time: at(point.time), value: point.value })));
  return drawArea(chart, lines.value);
}
