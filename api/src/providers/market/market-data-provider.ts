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

/** How big a coin's market is, in AUD. */
export interface MarketSize {
  marketCap: Big;
  /** What was traded over the last 24 hours. */
  volume24h: Big;
}

/** Where prices come from. The sandbox walks; a real provider would stream an exchange feed. */
export interface MarketDataProvider {
  readonly name: string;
  /** The live quote, or null when the market has no price for the asset. */
  quote(assetId: string, at?: Date): MarketQuote | null;
  /**
   * Which prices are live at `at`: quotes of one version are the same for every asset, and a
   * new version means some price may have moved (a cache keyed by it is never stale).
   */
  priceVersion(at?: Date): string;
  /** OHLC candles over a range, oldest first. */
  candles(assetId: string, range: HistoryRange, until?: Date): Promise<Candle[]>;
  /** Each of those candles' close, at its end: the mid price then. */
  closes(assetId: string, range: HistoryRange, until?: Date): Promise<PricePoint[]>;
  /** Market cap and 24 h volume, or null when the provider has none for the asset. */
  marketSize(assetId: string, at?: Date): MarketSize | null;
}

/**
 * A market whose prices can be moved on demand: the sandbox's, so a developer, a journey or a
 * bench can make a price cross an order's limit or an alert's level. `factors` multiply the
 * walk's price per asset id (absent: 1); `revision` names this set of moves in priceVersion.
 */
export interface MovableMarket {
  applyMoves(factors: ReadonlyMap<string, Big>, revision: string): void;
  /** The price the walk alone gives, before any move: what a move to a target is relative to. */
  unmovedMid(assetId: string, at?: Date): Big | null;
}

export function isMovable(
  market: MarketDataProvider,
): market is MarketDataProvider & MovableMarket {
  return 'applyMoves' in market && typeof market.applyMoves === 'function';
}
