import type { CryptoHolding, PortfolioBalances } from '@wattle/shared';
import { aud, coins } from './amounts';

interface HoldingSpec {
  symbol: string;
  name?: string;
  amount: string;
  /** AUD value; null for an asset without a price. */
  value: string | null;
  sellPrice?: string;
}

export function holdingFixture({ symbol, name, amount, value, sellPrice }: HoldingSpec) {
  const holding: CryptoHolding = {
    name: name ?? symbol,
    asset: { assetId: symbol.toLowerCase(), symbol, enabled: true },
    amount: coins(amount, symbol),
    valueInFiat: value === null ? null : aud(value),
    sellPrice: value === null ? null : aud(sellPrice ?? '1'),
    available: value !== null,
  };
  return holding;
}

export function portfolioFixture(
  holdings: CryptoHolding[],
  { fiat = '1000', crypto = '0' }: { fiat?: string; crypto?: string } = {},
): PortfolioBalances {
  return {
    portfolioBalance: aud(String(Number(fiat) + Number(crypto))),
    cryptoTotalBalance: aud(crypto),
    fiatBalance: aud(fiat),
    cryptoHoldings: holdings,
  };
}
