import { ColorType, type DeepPartial, type ChartOptions } from 'lightweight-charts';

/** Wattle colours a rise blue and a fall red; the chart follows. */
export const CHART_COLOURS = {
  up: '#1d4ed8',
  down: '#b91c1c',
  line: '#164E3A',
  areaTop: 'rgba(35, 122, 89, 0.35)',
  areaBottom: 'rgba(35, 122, 89, 0.02)',
  text: '#3f3f46',
  grid: '#ececef',
} as const;

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

export function chartOptions(height: number): DeepPartial<ChartOptions> {
  return {
    height,
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: CHART_COLOURS.text,
      fontFamily: "'Inter Variable', system-ui, sans-serif",
    },
    grid: {
      vertLines: { color: CHART_COLOURS.grid },
      horzLines: { color: CHART_COLOURS.grid },
    },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false, timeVisible: true },
    localization: { locale: 'en-AU', priceFormatter: (price: number) => aud.format(price) },
  };
}
