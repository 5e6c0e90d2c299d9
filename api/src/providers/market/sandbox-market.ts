import { setImmediate as nextTurn } from 'node:timers/promises';
import Big from 'big.js';
import { LRUCache } from 'lru-cache';
import { STABLECOIN_DAILY_VOLATILITY, TRADING_COSTS } from '@wattle/shared/contracts';
import type {
  Candle,
  HistoryRange,
  MarketDataProvider,
  MarketQuote,
  MarketSize,
  MovableMarket,
  PricePoint,
} from './market-data-provider.js';

export const TICK_MS = 15_000;
const DAY_MS = 86_400_000;
const STEPS_PER_DAY = DAY_MS / TICK_MS;
/** The walk starts here; everything after is a pure function of (seed, asset, time). */
const EPOCH_MS = Date.UTC(2024, 0, 1);
/** Pull back towards the reference price so years of walking stay realistic. */
const MEAN_REVERSION_PER_DAY = 0.03;

/** Each bucket divides a day, so a candle never spans two days of the walk. */
const RANGE_SHAPE: Record<HistoryRange, { span: number; bucket: number }> = {
  '24h': { span: DAY_MS, bucket: 15 * 60_000 },
  '7d': { span: 7 * DAY_MS, bucket: 60 * 60_000 },
  '30d': { span: 30 * DAY_MS, bucket: 4 * 60 * 60_000 },
  '1y': { span: 365 * DAY_MS, bucket: DAY_MS },
};

/** A candle samples at most 60 points: a daily candle over 5,760 ticks needs no more. */
const sampleEveryOf = (bucket: number) =>
  Math.max(TICK_MS, Math.floor(bucket / 60 / TICK_MS) * TICK_MS);

/**
 * What the caches may hold, in bytes. A day's walk of one coin is 46 kB (5,761 log prices):
 * the default keeps about 180 of them — today's and yesterday's of every coin, for quotes and
 * the day's change, with room for the days charts are being drawn from. A day's candle summary
 * is 24 B (1y) to 2.3 kB (24h), so the same room keeps every range of every coin.
 */
export const DEFAULT_CACHE_BYTES = { walks: 8 * 2 ** 20, summaries: 8 * 2 ** 20 };

const byteLength = (values: Float64Array) => values.byteLength;

/**
 * One round of a 32-bit counter-based hash (FNV offset and prime, then an avalanche): the same
 * inputs give the same noise on every API instance.
 */
function mix(hash: number, part: number): number {
  let h = Math.imul(hash ^ (part >>> 0), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h;
}

/**
 * A standard normal draw for one (seed, coin, day, step), by Box–Muller from two hashes that
 * share the prefix. Called for each of a day's 5,760 steps per coin: fixed arguments, no arrays.
 */
function normal(seed: number, index: number, day: number, step: number): number {
  const prefix = mix(mix(mix(mix(0x811c9dc5, seed), index), day), step);
  const u1 = ((mix(prefix, 1) >>> 0) + 1) / 4_294_967_297;
  const u2 = (mix(prefix, 2) >>> 0) / 4_294_967_296;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** What the walk needs of a coin; the asset catalogue (src/seed) has these for every listing. */
export interface WalkedAsset {
  assetId: string;
  /** Where the walk starts, in AUD. */
  referencePriceAud: string;
  /** Daily volatility, as a fraction. */
  dailyVolatility: number;
  /** Coins in circulation, for the market cap; without it the coin has no market size. */
  circulatingSupply?: string;
}

interface AssetWalk {
  index: number;
  logReference: number;
  sigmaDay: number;
  halfSpread: number;
  circulatingSupply: Big | null;
  /** Log price at the start of each day since the epoch: also each day's close. */
  anchors: number[];
}

/**
 * Sandbox market data: a seeded random walk around realistic AUD reference prices, with a
 * bid/ask spread. Daily anchors follow a mean-reverting walk; each day is a Brownian bridge
 * between its anchors at 15-second ticks. Being a pure function of time, every API instance
 * quotes the same price without talking to the others, and history is always available.
 *
 * Memory is bounded: a day's ticks, and each range's summary of a day's candles, are kept in
 * least-recently-used caches limited by bytes (`cacheBytes`). Drawing a day the caches do not
 * hold takes its 5,760 ticks; charts draw day by day, letting other work run in between, so a
 * cold year of candles never holds the event loop for more than one day's ticks. Daily
 * closes need no ticks: they are the anchors.
 */
export class SandboxMarket implements MarketDataProvider, MovableMarket {
  readonly name = 'sandbox';
  private readonly walks = new Map<string, AssetWalk>();
  /** Intraday log prices, by coin and day. */
  private readonly days: LRUCache<string, Float64Array>;
  /** Per range, coin and day: each candle's open, high and low, before its close is known. */
  private readonly summaries: LRUCache<string, Float64Array>;
  /** Live prices moved on demand (applyMoves): a factor per coin, and the moves' name. */
  private moves: ReadonlyMap<string, Big> = new Map();
  private movesRevision = '0';

  constructor(
    private readonly seed: number,
    assets: readonly WalkedAsset[],
    cacheBytes: { walks: number; summaries: number } = DEFAULT_CACHE_BYTES,
  ) {
    this.days = new LRUCache({ maxSize: cacheBytes.walks, sizeCalculation: byteLength });
    this.summaries = new LRUCache({
      maxSize: cacheBytes.summaries,
      sizeCalculation: byteLength,
    });
    assets.forEach((asset, index) => {
      const stable = asset.dailyVolatility < STABLECOIN_DAILY_VOLATILITY;
      const { standard, stablecoin } = TRADING_COSTS.spreadPercentage;
      this.walks.set(asset.assetId, {
        index,
        logReference: Math.log(Number(asset.referencePriceAud)),
        sigmaDay: asset.dailyVolatility,
        // The published spread (TRADING_COSTS): stablecoins trade tighter.
        halfSpread: Number(stable ? stablecoin : standard) / 100,
        circulatingSupply: asset.circulatingSupply ? new Big(asset.circulatingSupply) : null,
        anchors: [Math.log(Number(asset.referencePriceAud))],
      });
    });
  }

  private anchor(walk: AssetWalk, day: number): number {
    for (let d = walk.anchors.length; d <= day; d += 1) {
      const previous = walk.anchors[d - 1] ?? walk.logReference;
      const reversion = MEAN_REVERSION_PER_DAY * (walk.logReference - previous);
      walk.anchors.push(previous + reversion + walk.sigmaDay * normal(this.seed, walk.index, 0, d));
    }
    return walk.anchors[day] ?? walk.logReference;
  }

  /** Bytes the caches hold now. */
  cachedBytes(): number {
    return this.days.calculatedSize + this.summaries.calculatedSize;
  }

  private intraday(walk: AssetWalk, day: number): Float64Array {
    const key = `${walk.index}:${day}`;
    const cached = this.days.get(key);
    if (cached) return cached;
    const start = this.anchor(walk, day);
    const end = this.anchor(walk, day + 1);
    const path = new Float64Array(STEPS_PER_DAY + 1);
    const scale = walk.sigmaDay / Math.sqrt(STEPS_PER_DAY);
    for (let step = 1; step <= STEPS_PER_DAY; step += 1) {
      path[step] = (path[step - 1] ?? 0) + scale * normal(this.seed, walk.index, day + 1, step);
    }
    const total = path[STEPS_PER_DAY] ?? 0;
    for (let step = 0; step <= STEPS_PER_DAY; step += 1) {
      const fraction = step / STEPS_PER_DAY;
      path[step] = start + fraction * (end - start) + (path[step] ?? 0) - fraction * total;
    }
    this.days.set(key, path);
    return path;
  }

  private logPriceAt(walk: AssetWalk, ms: number): number {
    const sinceEpoch = Math.max(0, ms - EPOCH_MS);
    const day = Math.floor(sinceEpoch / DAY_MS);
    const step = Math.floor((sinceEpoch % DAY_MS) / TICK_MS);
    return this.intraday(walk, day)[step] ?? walk.logReference;
  }

  /** Prices are inputs, not money: 8 significant digits is finer than any exchange quotes. */
  private toPrice(logPrice: number): Big {
    return new Big(Math.exp(logPrice).toPrecision(8));
  }

  /** The walk moves once per tick; a move (applyMoves) moves prices between ticks. */
  priceVersion(at: Date = new Date()): string {
    return `${Math.floor(at.getTime() / TICK_MS)}:${this.movesRevision}`;
  }

  /**
   * Moves live prices: each factor multiplies its coin's walked price from now on, in quotes
   * (charts keep drawing the walk). Replaces the previous moves as a whole.
   */
  applyMoves(factors: ReadonlyMap<string, Big>, revision: string): void {
    this.moves = factors;
    this.movesRevision = revision;
  }

  unmovedMid(assetId: string, at: Date = new Date()): Big | null {
    const walk = this.walks.get(assetId);
    if (!walk) return null;
    return this.toPrice(this.logPriceAt(walk, Math.floor(at.getTime() / TICK_MS) * TICK_MS));
  }

  quote(assetId: string, at: Date = new Date()): MarketQuote | null {
    const walk = this.walks.get(assetId);
    const unmoved = this.unmovedMid(assetId, at);
    if (!walk || !unmoved) return null;
    const tickStart = Math.floor(at.getTime() / TICK_MS) * TICK_MS;
    const factor = this.moves.get(assetId);
    const mid = factor ? new Big(unmoved.times(factor).toPrecision(8)) : unmoved;
    return {
      at: new Date(tickStart),
      mid,
      buy: mid.times(1 + walk.halfSpread).round(8, Big.roundUp),
      sell: mid.times(1 - walk.halfSpread).round(8, Big.roundDown),
    };
  }

  /**
   * The market cap at the live mid price, and a day's volume of 2 to 8 % of it, drawn per
   * (seed, coin, hour) so it moves through the day like a real market's, the same on every
   * instance.
   */
  marketSize(assetId: string, at: Date = new Date()): MarketSize | null {
    const walk = this.walks.get(assetId);
    const quote = this.quote(assetId, at);
    if (!walk?.circulatingSupply || !quote) return null;
    const marketCap = quote.mid.times(walk.circulatingSupply);
    const hour = Math.floor(at.getTime() / 3_600_000);
    const draw = (mix(mix(this.seed, walk.index + 1), hour) >>> 0) / 2 ** 32;
    return {
      marketCap: marketCap.round(0, Big.roundDown),
      volume24h: marketCap.times(0.02 + 0.06 * draw).round(0, Big.roundDown),
    };
  }

  /** The range's candle starts ending at `until`, oldest first. */
  private bucketStarts(range: HistoryRange, until: Date): number[] {
    const { span, bucket } = RANGE_SHAPE[range];
    const end = Math.floor(until.getTime() / bucket) * bucket;
    const starts: number[] = [];
    for (let start = end - span; start < end; start += bucket) starts.push(start);
    return starts;
  }

  /**
   * A day's candles of a range as the walk draws them: for each bucket its open and the high
   * and low of its samples (the close, the next bucket's open, is not in it). Kept for the day.
   */
  private daySummary(walk: AssetWalk, range: HistoryRange, day: number): Float64Array {
    const key = `${range}:${walk.index}:${day}`;
    const cached = this.summaries.get(key);
    if (cached) return cached;
    const { bucket } = RANGE_SHAPE[range];
    const stepsPerBucket = bucket / TICK_MS;
    const sampleSteps = sampleEveryOf(bucket) / TICK_MS;
    const path = this.intraday(walk, day);
    const summary = new Float64Array((DAY_MS / bucket) * 3);
    for (let first = 0, at = 0; first < STEPS_PER_DAY; first += stepsPerBucket, at += 3) {
      const open = path[first] ?? walk.logReference;
      let high = open;
      let low = open;
      for (let step = first + sampleSteps; step < first + stepsPerBucket; step += sampleSteps) {
        const value = path[step] ?? open;
        high = Math.max(high, value);
        low = Math.min(low, value);
      }
      summary[at] = open;
      summary[at + 1] = high;
      summary[at + 2] = low;
    }
    this.summaries.set(key, summary);
    return summary;
  }

  /** Whether the price at `ms`, in a bucket of `range`, takes a day of ticks not kept. */
  private needsTicks(walk: AssetWalk, range: HistoryRange, ms: number): boolean {
    if (ms < EPOCH_MS) return false;
    const day = Math.floor((ms - EPOCH_MS) / DAY_MS);
    return !this.summaries.has(`${range}:${walk.index}:${day}`);
  }

  /** The log price at a bucket boundary: a day's start is its anchor, no ticks needed. */
  private boundaryPrice(walk: AssetWalk, range: HistoryRange, ms: number): number {
    if (ms <= EPOCH_MS) return walk.logReference;
    const sinceEpoch = ms - EPOCH_MS;
    const day = Math.floor(sinceEpoch / DAY_MS);
    const bucketOfDay = (sinceEpoch % DAY_MS) / RANGE_SHAPE[range].bucket;
    if (bucketOfDay === 0) return this.anchor(walk, day);
    return this.daySummary(walk, range, day)[bucketOfDay * 3] ?? walk.logReference;
  }

  private candleAt(walk: AssetWalk, range: HistoryRange, start: number): Candle {
    const close = this.boundaryPrice(walk, range, start + RANGE_SHAPE[range].bucket);
    let open = walk.logReference;
    let high = open;
    let low = open;
    // Before the walk starts, its price is the reference.
    if (start >= EPOCH_MS) {
      const sinceEpoch = start - EPOCH_MS;
      const at = ((sinceEpoch % DAY_MS) / RANGE_SHAPE[range].bucket) * 3;
      const summary = this.daySummary(walk, range, Math.floor(sinceEpoch / DAY_MS));
      open = summary[at] ?? open;
      high = summary[at + 1] ?? open;
      low = summary[at + 2] ?? open;
    }
    return {
      at: new Date(start),
      open: this.toPrice(open),
      high: this.toPrice(Math.max(high, close)),
      low: this.toPrice(Math.min(low, close)),
      close: this.toPrice(close),
    };
  }

  async candles(assetId: string, range: HistoryRange, until: Date = new Date()): Promise<Candle[]> {
    const walk = this.walks.get(assetId);
    if (!walk) return [];
    const candles: Candle[] = [];
    for (const start of this.bucketStarts(range, until)) {
      // A day of ticks is the most drawn between two turns of the event loop.
      if (this.needsTicks(walk, range, start)) await nextTurn();
      candles.push(this.candleAt(walk, range, start));
    }
    return candles;
  }

  async closes(
    assetId: string,
    range: HistoryRange,
    until: Date = new Date(),
  ): Promise<PricePoint[]> {
    const walk = this.walks.get(assetId);
    if (!walk) return [];
    const { bucket } = RANGE_SHAPE[range];
    const closes: PricePoint[] = [];
    for (const start of this.bucketStarts(range, until)) {
      const end = start + bucket;
      // A close at a day's start is that day's anchor: no ticks, no turn to give up.
      const dayStart = (end - EPOCH_MS) % DAY_MS === 0;
      if (!dayStart && this.needsTicks(walk, range, end)) await nextTurn();
      closes.push({ at: new Date(end), mid: this.toPrice(this.boundaryPrice(walk, range, end)) });
    }
    return closes;
  }
}
