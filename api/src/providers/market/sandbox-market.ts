import Big from 'big.js';
import { STABLECOIN_DAILY_VOLATILITY, TRADING_COSTS } from '@wattle/shared/contracts';
import type {
  Candle,
  HistoryRange,
  MarketDataProvider,
  MarketQuote,
} from './market-data-provider.js';

export const TICK_MS = 15_000;
const DAY_MS = 86_400_000;
const STEPS_PER_DAY = DAY_MS / TICK_MS;
/** The walk starts here; everything after is a pure function of (seed, asset, time). */
const EPOCH_MS = Date.UTC(2024, 0, 1);
/** Pull back towards the reference price so years of walking stay realistic. */
const MEAN_REVERSION_PER_DAY = 0.03;

const RANGE_SHAPE: Record<HistoryRange, { span: number; bucket: number }> = {
  '24h': { span: DAY_MS, bucket: 15 * 60_000 },
  '7d': { span: 7 * DAY_MS, bucket: 60 * 60_000 },
  '30d': { span: 30 * DAY_MS, bucket: 4 * 60 * 60_000 },
  '1y': { span: 365 * DAY_MS, bucket: DAY_MS },
};

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
}

interface AssetWalk {
  index: number;
  logReference: number;
  sigmaDay: number;
  halfSpread: number;
  /** Log price at the start of each day since the epoch. */
  anchors: number[];
  /** Intraday log prices for recent days, by day number. */
  days: Map<number, Float64Array>;
}

/**
 * Sandbox market data: a seeded random walk around realistic AUD reference prices, with a
 * bid/ask spread. Daily anchors follow a mean-reverting walk; each day is a Brownian bridge
 * between its anchors at 15-second ticks. Being a pure function of time, every API instance
 * quotes the same price without talking to the others, and history is always available.
 */
export class SandboxMarket implements MarketDataProvider {
  readonly name = 'sandbox';
  private readonly walks = new Map<string, AssetWalk>();

  constructor(
    private readonly seed: number,
    assets: readonly WalkedAsset[],
  ) {
    assets.forEach((asset, index) => {
      const stable = asset.dailyVolatility < STABLECOIN_DAILY_VOLATILITY;
      const { standard, stablecoin } = TRADING_COSTS.spreadPercentage;
      this.walks.set(asset.assetId, {
        index,
        logReference: Math.log(Number(asset.referencePriceAud)),
        sigmaDay: asset.dailyVolatility,
        // The published spread (TRADING_COSTS): stablecoins trade tighter.
        halfSpread: Number(stable ? stablecoin : standard) / 100,
        anchors: [Math.log(Number(asset.referencePriceAud))],
        days: new Map(),
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

  private intraday(walk: AssetWalk, day: number): Float64Array {
    const cached = walk.days.get(day);
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
    if (walk.days.size > 400) walk.days.clear();
    walk.days.set(day, path);
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

  /** The walk moves once per tick. */
  priceVersion(at: Date = new Date()): number {
    return Math.floor(at.getTime() / TICK_MS);
  }

  quote(assetId: string, at: Date = new Date()): MarketQuote | null {
    const walk = this.walks.get(assetId);
    if (!walk) return null;
    const tickStart = Math.floor(at.getTime() / TICK_MS) * TICK_MS;
    const mid = this.toPrice(this.logPriceAt(walk, tickStart));
    return {
      at: new Date(tickStart),
      mid,
      buy: mid.times(1 + walk.halfSpread).round(8, Big.roundUp),
      sell: mid.times(1 - walk.halfSpread).round(8, Big.roundDown),
    };
  }

  candles(assetId: string, range: HistoryRange, until: Date = new Date()): Candle[] {
    const walk = this.walks.get(assetId);
    if (!walk) return [];
    const { span, bucket } = RANGE_SHAPE[range];
    const end = Math.floor(until.getTime() / bucket) * bucket;
    // Sample at most 60 points per candle: a daily candle over 5,760 ticks needs no more.
    const sampleEvery = Math.max(TICK_MS, Math.floor(bucket / 60 / TICK_MS) * TICK_MS);
    const candles: Candle[] = [];
    for (let start = end - span; start < end; start += bucket) {
      const open = this.logPriceAt(walk, start);
      const close = this.logPriceAt(walk, start + bucket);
      let high = Math.max(open, close);
      let low = Math.min(open, close);
      for (let t = start + sampleEvery; t < start + bucket; t += sampleEvery) {
        const value = this.logPriceAt(walk, t);
        high = Math.max(high, value);
        low = Math.min(low, value);
      }
      candles.push({
        at: new Date(start),
        open: this.toPrice(open),
        high: this.toPrice(high),
        low: this.toPrice(low),
        close: this.toPrice(close),
      });
    }
    return candles;
  }
}
