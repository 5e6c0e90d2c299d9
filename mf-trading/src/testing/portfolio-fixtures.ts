import type { CryptoHolding, PortfolioBalances } from '@wattle/shared';
import { aud, coins } from './amounts';

interface HoldingSpec {
  symbol: string;
  name?: string;
  amount: string;
  /** What open orders hold of it; none unless given. */
  held?: string;
  /** AUD value; null for an asset without a price. */
  value: string | null;
  sellPrice?: string;
}

export function holdingFixture({ symbol, name, amount, held, value, sellPrice }: HoldingSpec) {
  const holding: CryptoHolding = {
    name: name ?? symbol,
    asset: { assetId: symbol.toLowerCase(), symbol, enabled: true },
    amount: coins(amount, symbol),
    held: coins(held ?? '0', symbol),
    valueInFiat: value === null ? null : aud(value),
    sellPrice: value === null ? null : aud(sellPrice ?? '1'),
    available: value !== null,
  };
  return holding;
}

export function portfolioFixture(
  holdings: CryptoHolding[],
  {
    fiat = '1000',
    fiatHeld = '0',
    crypto = '0',
  }: { fiat?: string; fiatHeld?: string; crypto?: string } = {},
): PortfolioBalances {
  return {
    portfolioBalance: aud(String(Number(fiat) + Number(fiatHeld) + Number(crypto))),
    cryptoTotalBalance: aud(crypto),
    fiatBalance: aud(fiat),
    fiatHeld: aud(fiatHeld),
    cryptoHoldings: holdings,
  };
}
