import { createChart, type IChartApi, type ISeriesApi, type SeriesType } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { chartOptions } from '../lib/chart-theme';

/** Adds a series for `data` to the chart and returns it; a module-level function, so stable. */
export type DrawSeries<T> = (chart: IChartApi, data: T) => ISeriesApi<SeriesType>;

/**
 * A lightweight-charts chart in the element the returned ref lands on. The chart lives as
 * long as the element; its series is redrawn when the data or the drawing changes.
 */
export function useChart<T>(height: number, data: T, draw: DrawSeries<T>) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const chart = createChart(container.current, chartOptions(height));
    chartRef.current = chart;
    return () => {
      chartRef.current = null;
      chart.remove();
    };
  }, [height]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const series = draw(chart, data);
    chart.timeScale().fitContent();
    return () => {
      // On unmount the chart is already gone, and its series with it.
      if (chartRef.current === chart) chart.removeSeries(series);
    };
  }, [height, data, draw]);

  return container;
}
