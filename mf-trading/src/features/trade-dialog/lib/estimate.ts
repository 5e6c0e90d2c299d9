import { toBig, type Big, type Numeric } from '@wattle/shared';

export interface Estimate {
  /** What the customer gets: coins for a buy or a swap, AUD for a sell. */
  receive: Big;
  /** The fee in AUD. */
  fee: Big;
}

const feeFactor = (feePercentage: Numeric) => toBig(feePercentage).div(100).plus(1);

/**
 * A buy's amount is AUD to spend, fee included. The quote maths divides by 1 plus
 * the fee percentage over 100 to find what buys coins.
 */
export function estimateBuy(spend: Numeric, buyPrice: Numeric, feePercentage: Numeric): Estimate {
  const worth = toBig(spend).div(feeFactor(feePercentage));
  return { receive: worth.div(buyPrice), fee: toBig(spend).minus(worth) };
}

/** A sell receives the coins' AUD value at the sell price, divided the same way. */
export function estimateSell(coins: Numeric, sellPrice: Numeric, feePercentage: Numeric): Estimate {
  const gross = toBig(coins).times(sellPrice);
  const receive = gross.div(feeFactor(feePercentage));
  return { receive, fee: gross.minus(receive) };
}

/** A swap sells one coin for AUD and buys the other with what is left after the fee. */
export function estimateSwap(
  coins: Numeric,
  sellPrice: Numeric,
  targetBuyPrice: Numeric,
  feePercentage: Numeric,
): Estimate {
  const sold = estimateSell(coins, sellPrice, feePercentage);
  return { receive: sold.receive.div(targetBuyPrice), fee: sold.fee };
}
