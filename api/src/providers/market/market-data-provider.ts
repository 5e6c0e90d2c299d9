import type { HistoryRange } from '@wattle/shared/contracts';
import type Big from 'big.js';

export type { HistoryRange };

export interface PricePoint {
  at: Date;
  /** AUD per whole coin. */
  mid: Big;
}

export interface MarketQuote extends PricePoint {
  /** What a customer pays per coin (ask). */
  buy: Big;
  /** What a customer receives per coin (bid). */
  sell: Big;
}

export interface Candle {
  at: Date;
  open: Big;
  high: Big;
  low: Big;
  close: Big;
}

/** Where prices come from. The sandbox walks; a real provider would stream an exchange feed. */
export interface MarketDataProvider {
  readonly name: string;
  /** The live quote, or null when the market has no price for the asset. */
  quote(assetId: string, at?: Date): MarketQuote | null;
  /** Which prices are live at `at`: quotes of one version are the same for every asset. */
  priceVersion(at?: Date): number;
  /** OHLC candles over a range, oldest first. */
  candles(assetId: string, range: HistoryRange, until?: Date): Promise<Candle[]>;
  /** Each of those candles' close, at its end: the mid price then. */
  closes(assetId: string, range: HistoryRange, until?: Date): Promise<PricePoint[]>;
}
