import {
  FIAT_ASSET_ID,
  fromSmallestUnits,
  type CryptoHolding,
  type PortfolioBalances,
  type PortfolioHistory,
  type PortfolioRange,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import {
  AUD_PRECISION,
  amountFromUnits,
  audAmount,
  coinAmountFromUnits,
  formatCents,
  priceAmount,
} from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { PricePoint } from '../../providers/market/market-data-provider.js';
import { assetNotFound, findAsset, listAssetsCached } from '../assets/index.js';
import { lotHistory } from '../cost-base/index.js';
import {
  customerBalance,
  customerBalances,
  customerPostings,
  orderHoldBalances,
} from '../ledger/index.js';
import { CENTS } from '../trading/index.js';

/** What the customer holds of one asset (AUD included). */
export async function assetBalance(
  deps: ServiceDeps,
  { userId, assetId }: { userId: string; assetId: string },
) {
  const id = assetId.toLowerCase();
  // The polled balance reads the catalogue it keeps; an asset added since is looked up.
  const catalogue = await listAssetsCached(deps.db);
  const asset = catalogue.find((row) => row.asset_id === id) ?? (await findAsset(deps.db, id));
  if (!asset) throw assetNotFound();
  return {
    balance: amountFromUnits(await customerBalance(deps.db, userId, asset.asset_id), asset),
  };
}

/**
 * What the customer holds, valued at the bid: what they would get if they sold now. What their
 * open orders hold is still theirs, so it counts in every total and shows beside what is
 * available (docs/product/portfolio.md#available-and-held).
 */
export async function portfolioBalances(
  deps: ServiceDeps,
  userId: string,
): Promise<PortfolioBalances> {
  const { market } = deps.providers;
  const [balances, holds, assets] = await Promise.all([
    customerBalances(deps.db, userId),
    orderHoldBalances(deps.db, userId),
    listAssetsCached(deps.db),
  ]);
  const now = new Date();
  const units = new Map(balances.map((balance) => [balance.assetId, balance.units]));
  const heldUnits = new Map(holds.map((hold) => [hold.assetId, hold.units]));
  const fiat = fromSmallestUnits(units.get(FIAT_ASSET_ID) ?? 0n, AUD_PRECISION);
  const fiatHeld = fromSmallestUnits(heldUnits.get(FIAT_ASSET_ID) ?? 0n, AUD_PRECISION);
  const holdings: (CryptoHolding & { sortValue: Big })[] = [];
  for (const asset of assets) {
    const available = units.get(asset.asset_id) ?? 0n;
    const held = heldUnits.get(asset.asset_id) ?? 0n;
    if (asset.asset_id === FIAT_ASSET_ID || available + held <= 0n) continue;
    const quote = market.quote(asset.asset_id, now);
    const amount = fromSmallestUnits(available + held, asset.precision);
    const value = quote ? amount.times(quote.sell).round(CENTS, Big.roundDown) : null;
    holdings.push({
      name: asset.name,
      asset: { assetId: asset.asset_id, symbol: asset.symbol, enabled: asset.enabled },
      amount: coinAmountFromUnits(available, asset),
      held: coinAmountFromUnits(held, asset),
      valueInFiat: value ? audAmount(value) : null,
      sellPrice: quote ? priceAmount(quote.sell, 'down') : null,
      available: quote !== null,
      sortValue: value ?? new Big(-1),
    });
  }
  holdings.sort((a, b) => b.sortValue.cmp(a.sortValue));
  const cryptoTotal = holdings.reduce(
    (total, holding) => total.plus(holding.sortValue.gt(0) ? holding.sortValue : 0),
    new Big(0),
  );
  return {
    portfolioBalance: audAmount(fiat.plus(fiatHeld).plus(cryptoTotal)),
    cryptoTotalBalance: audAmount(cryptoTotal),
    fiatBalance: audAmount(fiat),
    fiatHeld: audAmount(fiatHeld),
    cryptoHoldings: holdings.map(({ sortValue: _sortValue, ...holding }) => holding),
  };
}

const YEAR_MS = 365 * 86_400_000;
/** An "all" chart of several years keeps at most this many points. */
const MAX_POINTS = 400;

/**
 * The candle closes a range charts, aligned across coins: for `all`, the daily closes of as
 * many years as reach back to `since`, thinned to MAX_POINTS.
 */
async function closesOf(
  market: ServiceDeps['providers']['market'],
  assetId: string,
  range: PortfolioRange,
  since: Date,
  now: Date,
): Promise<PricePoint[]> {
  if (range !== 'all') return market.closes(assetId, range, now);
  const years: PricePoint[][] = [];
  let until = now;
  do {
    years.unshift(await market.closes(assetId, '1y', until));
    until = new Date(until.getTime() - YEAR_MS);
  } while (until > since);
  const closes = years.flat();
  const every = Math.ceil(closes.length / MAX_POINTS);
  return closes.filter((_, index) => (closes.length - 1 - index) % every === 0);
}

interface Holding {
  quantity: bigint;
  costBase: bigint;
}

/**
 * The portfolio over a range (docs/product/portfolio.md#value-over-time), starting at the
 * first holding rather than with empty days: at each candle's close, the AUD held plus each
 * coin's quantity at that close's sell price (the mid less the coin's spread now), and the AUD
 * plus the coins' FIFO cost base. The last point is now, valued exactly as the balance's total
 * (portfolioBalances), so the chart ends at the figure shown above it.
 */
export async function portfolioHistory(
  deps: ServiceDeps,
  { userId, range, now = new Date() }: { userId: string; range: PortfolioRange; now?: Date },
): Promise<PortfolioHistory> {
  const { market } = deps.providers;
  const [postings, assets, { steps }, balances] = await Promise.all([
    customerPostings(deps.db, userId),
    listAssetsCached(deps.db),
    lotHistory(deps, { userId, until: new Date(now.getTime() + 1) }),
    portfolioBalances(deps, userId),
  ]);
  const aud = postings
    .filter((posting) => posting.asset_id === FIAT_ASSET_ID)
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const precision = new Map(assets.map((asset) => [asset.asset_id, asset.precision]));
  const firstAt = [aud[0]?.created_at, steps[0]?.at]
    .filter((at): at is Date => at !== undefined)
    .reduce<Date | null>((first, at) => (first && first <= at ? first : at), null);

  const open = new Map<string, Holding>();
  let cash = new Big(0);
  let nextCash = 0;
  let nextStep = 0;
  const holdThrough = (end: Date) => {
    for (; nextCash < aud.length; nextCash += 1) {
      const posting = aud[nextCash];
      if (!posting || posting.created_at > end) break;
      cash = cash.plus(fromSmallestUnits(posting.amount, AUD_PRECISION));
    }
    for (; nextStep < steps.length; nextStep += 1) {
      const step = steps[nextStep];
      if (!step || step.at > end) break;
      open.set(step.assetId, step);
    }
  };
  const costBase = () => {
    let cents = 0n;
    for (const holding of open.values()) cents += holding.costBase;
    return audAmount(cash.plus(formatCents(cents)));
  };

  const points: PortfolioHistory = [];
  if (firstAt) {
    const coins = [...new Set(steps.map((step) => step.assetId))];
    const bid = new Map<string, Big>();
    const closes = new Map<string, PricePoint[]>();
    for (const assetId of coins) {
      const quote = market.quote(assetId, now);
      bid.set(assetId, quote && quote.mid.gt(0) ? quote.sell.div(quote.mid) : new Big(1));
      closes.set(assetId, await closesOf(market, assetId, range, firstAt, now));
    }
    const timeline =
      closes.values().next().value ?? (await closesOf(market, 'btc', range, firstAt, now));
    const valueAt = (index: number) => {
      let value = cash;
      for (const [assetId, holding] of open) {
        const mid = closes.get(assetId)?.[index]?.mid;
        if (!mid || holding.quantity <= 0n) continue;
        const coins = fromSmallestUnits(holding.quantity, precision.get(assetId) ?? 0);
        const price = mid.times(bid.get(assetId) ?? 1);
        value = value.plus(coins.times(price).round(CENTS, Big.roundDown));
      }
      return audAmount(value);
    };
    const after = timeline.findIndex((close) => close.at > firstAt);
    const firstIndex = after >= 0 ? after : timeline.length - 1;
    if (firstIndex >= 0) {
      // The first holding itself, at the prices of the candle it fell in.
      const rangeStart = timeline[0]?.at ?? firstAt;
      const start = firstAt > rangeStart ? firstAt : rangeStart;
      holdThrough(start);
      points.push({ at: start.toISOString(), value: valueAt(firstIndex), costBase: costBase() });
      timeline.forEach((close, index) => {
        if (index < firstIndex || close.at <= start) return;
        holdThrough(close.at);
        points.push({ at: close.at.toISOString(), value: valueAt(index), costBase: costBase() });
      });
    }
  }
  holdThrough(now);
  points.push({ at: now.toISOString(), value: balances.portfolioBalance, costBase: costBase() });
  return points;
}
