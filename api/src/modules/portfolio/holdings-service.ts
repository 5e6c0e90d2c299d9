import type { PortfolioHoldings } from '@wattle/shared/contracts';
import { coinAmountFromUnits } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listAssetsCached } from '../assets/index.js';
import { currentLots, financialYearBounds, financialYearOf } from '../cost-base/index.js';
import { centsAmount, centsOf, percentOf } from './cents.js';

interface CoinFigures {
  quantity: bigint;
  costBase: bigint;
  realised: bigint;
  costBaseUnknown: boolean;
}

/**
 * Each coin held (or sold this financial year) with its cost base, unrealised gain at the sell
 * price and gain realised this financial year, from the same FIFO parcels the tax report uses
 * (docs/product/portfolio.md#cost-base); and the portfolio's totals the same way.
 */
export async function portfolioHoldings(
  deps: ServiceDeps,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<PortfolioHoldings> {
  const financialYear = financialYearOf(now);
  const { start } = financialYearBounds(financialYear);
  const [matched, assets] = await Promise.all([
    currentLots(deps, { userId, until: new Date(now.getTime() + 1) }),
    listAssetsCached(deps.db),
  ]);
  const figures = new Map<string, CoinFigures>();
  const of = (assetId: string) => {
    const found = figures.get(assetId) ?? {
      quantity: 0n,
      costBase: 0n,
      realised: 0n,
      costBaseUnknown: false,
    };
    figures.set(assetId, found);
    return found;
  };
  for (const lot of matched.openLots) {
    const coin = of(lot.assetId);
    coin.quantity += lot.quantity;
    coin.costBase += lot.costBase;
    if (lot.source === 'transfer_in') coin.costBaseUnknown = true;
  }
  for (const row of matched.rows) {
    if (row.disposedAt >= start) of(row.assetId).realised += row.gain;
  }

  const totals = { value: 0n, costBase: 0n, realised: 0n };
  const holdings = assets.flatMap((asset) => {
    const coin = figures.get(asset.asset_id);
    if (!coin || (coin.quantity === 0n && coin.realised === 0n)) return [];
    const quote = deps.providers.market.quote(asset.asset_id, now);
    const value = quote ? centsOf(coin.quantity, asset.precision, quote.sell) : null;
    const gain = value === null ? null : value - coin.costBase;
    totals.realised += coin.realised;
    if (value !== null) {
      totals.value += value;
      totals.costBase += coin.costBase;
    }
    return [
      {
        sortValue: value ?? -1n,
        holding: {
          asset: { assetId: asset.asset_id, symbol: asset.symbol, name: asset.name },
          amount: coinAmountFromUnits(coin.quantity, asset),
          value: value === null ? null : centsAmount(value),
          costBase: centsAmount(coin.costBase),
          unrealisedGain: gain === null ? null : centsAmount(gain),
          unrealisedPercent: gain === null ? null : percentOf(gain, coin.costBase),
          realisedGainThisYear: centsAmount(coin.realised),
          costBaseUnknown: coin.costBaseUnknown,
        },
      },
    ];
  });
  holdings.sort((a, b) => (a.sortValue === b.sortValue ? 0 : a.sortValue > b.sortValue ? -1 : 1));
  const unrealised = totals.value - totals.costBase;
  return {
    financialYear,
    holdings: holdings.map(({ holding }) => holding),
    totals: {
      value: centsAmount(totals.value),
      costBase: centsAmount(totals.costBase),
      unrealisedGain: centsAmount(unrealised),
      unrealisedPercent: percentOf(unrealised, totals.costBase),
      realisedGainThisYear: centsAmount(totals.realised),
    },
  };
}
