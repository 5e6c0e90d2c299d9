import { amountToBig, type Amount, type PriceHistory } from '@wattle/shared';

/** Seconds since the epoch, what the chart's time scale counts in. */
export type ChartTime = number & { readonly __chartTime: unique symbol };

export interface CandlePoint {
  time: ChartTime;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface LinePoint {
  time: ChartTime;
  value: number;
}

const toTime = (iso: string) => Math.floor(Date.parse(iso) / 1000) as ChartTime;

/**
 * A chart draws pixels, so it takes plain numbers: these values only ever become positions
 * on a canvas, never money a customer is charged or shown as a figure.
 */
export function toCandles(history: Pick<PriceHistory, 'candles'>): CandlePoint[] {
  return dedupe(
    history.candles.map((candle) => ({
      time: toTime(candle.at),
      open: Number(candle.open),
      high: Number(candle.high),
      low: Number(candle.low),
      close: Number(candle.close),
    })),
  );
}

export function toValueLine(points: readonly { at: string; value: Amount }[]): LinePoint[] {
  return dedupe(
    points.map((point) => ({ time: toTime(point.at), value: Number(amountToBig(point.value)) })),
  );
}

/** The portfolio's value and cost base, two lines over the same times. */
export function toValueAndCost(points: readonly { at: string; value: Amount; costBase: Amount }[]) {
  return {
    value: toValueLine(points),
    cost: toValueLine(points.map((point) => ({ at: point.at, value: point.costBase }))),
  };
}

/** The chart needs strictly ascending times: sort, and keep the last point of a second. */
function dedupe<T extends { time: ChartTime }>(points: T[]): T[] {
  const byTime = new Map<number, T>();
  for (const point of points) byTime.set(point.time, point);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}
