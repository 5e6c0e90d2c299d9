import {
  FIAT_ASSET_ID,
  fromSmallestUnits,
  type CryptoHolding,
  type HistoryRange,
  type PortfolioBalances,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import { amountFromUnits, audAmount, coinAmountFromUnits, priceAmount } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { PricePoint } from '../../providers/market/market-data-provider.js';
import { assetNotFound, findAsset, listAssetsCached } from '../assets/index.js';
import { customerBalance, customerBalances, customerPostings } from '../ledger/index.js';
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

/** What the customer holds, valued at the bid: what they would get if they sold now. */
export async function portfolioBalances(
  deps: ServiceDeps,
  userId: string,
): Promise<PortfolioBalances> {
  const { market } = deps.providers;
  const [balances, assets] = await Promise.all([
    customerBalances(deps.db, userId),
    listAssetsCached(deps.db),
  ]);
  const now = new Date();
  const units = new Map(balances.map((balance) => [balance.assetId, balance.units]));
  const fiat = fromSmallestUnits(units.get(FIAT_ASSET_ID) ?? 0n, 18);
  const holdings: (CryptoHolding & { sortValue: Big })[] = [];
  for (const asset of assets) {
    const held = units.get(asset.asset_id) ?? 0n;
    if (asset.asset_id === FIAT_ASSET_ID || held <= 0n) continue;
    const quote = market.quote(asset.asset_id, now);
    const amount = fromSmallestUnits(held, asset.precision);
    const value = quote ? amount.times(quote.sell).round(CENTS, Big.roundDown) : null;
    holdings.push({
      name: asset.name,
      asset: { assetId: asset.asset_id, symbol: asset.symbol, enabled: asset.enabled },
      amount: coinAmountFromUnits(held, asset),
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
    portfolioBalance: audAmount(fiat.plus(cryptoTotal)),
    cryptoTotalBalance: audAmount(cryptoTotal),
    fiatBalance: audAmount(fiat),
    cryptoHoldings: holdings.map(({ sortValue: _sortValue, ...holding }) => holding),
  };
}

/**
 * The portfolio's AUD value at the end of each candle of the range: holdings replayed from
 * the customer's postings, valued at each coin's closing mid price (a year's daily closes
 * take no intraday prices; see SandboxMarket).
 */
export async function portfolioHistory(
  deps: ServiceDeps,
  { userId, range }: { userId: string; range: HistoryRange },
): Promise<{ at: string; value: ReturnType<typeof audAmount> }[]> {
  const { market } = deps.providers;
  const [postings, assets] = await Promise.all([
    customerPostings(deps.db, userId),
    listAssetsCached(deps.db),
  ]);
  const precision = new Map(assets.map((asset) => [asset.asset_id, asset.precision]));
  const held = [...new Set(postings.map((posting) => posting.asset_id))];
  const now = new Date();
  const closes = new Map<string, PricePoint[]>();
  for (const assetId of held) {
    if (assetId !== FIAT_ASSET_ID) closes.set(assetId, await market.closes(assetId, range, now));
  }
  const timeline = closes.values().next().value ?? (await market.closes('btc', range, now));
  const running = new Map<string, Big>();
  let next = 0;
  const holdUntil = (end: Date) => {
    for (; next < postings.length; next += 1) {
      const posting = postings[next];
      if (!posting || posting.created_at >= end) break;
      const amount = fromSmallestUnits(posting.amount, precision.get(posting.asset_id) ?? 0);
      running.set(posting.asset_id, (running.get(posting.asset_id) ?? new Big(0)).plus(amount));
    }
  };
  const valueAt = (price: (assetId: string) => Big | undefined) => {
    let value = new Big(0);
    for (const [assetId, amount] of running) {
      value = value.plus(assetId === FIAT_ASSET_ID ? amount : amount.times(price(assetId) ?? 0));
    }
    return audAmount(value.round(CENTS, Big.roundDown));
  };
  const points = timeline.map((close, index) => {
    holdUntil(close.at);
    return {
      at: close.at.toISOString(),
      value: valueAt((assetId) => closes.get(assetId)?.[index]?.mid),
    };
  });
  // The last point is now: today's holdings at today's prices.
  holdUntil(new Date(now.getTime() + 1));
  points.push({
    at: now.toISOString(),
    value: valueAt((assetId) => market.quote(assetId, now)?.mid),
  });
  return points;
}
