import { allInCost, Big, makeAmount, TRADING_COSTS, type AllInCost } from '@wattle/shared';

const AUD_UNITS_PER_CENT = 10n ** 16n;
const aud = (dollars: Big) =>
  makeAmount(BigInt(dollars.times(100).toFixed(0)) * AUD_UNITS_PER_CENT, 18, 'AUD');

/**
 * A buy of `spend` AUD of a standard coin, worked the way a quote is
 * (docs/product/portfolio.md#all-in-cost): the fee comes off the spend (spend ÷ (1 + fee %),
 * cents down), the rest buys at the ask, the mid price plus the spread, so the coins are worth
 * that ÷ (1 + spread %) at the mid price (cents down); the difference is the spread.
 */
export function workedBuy(spend: string, feePercentage: string): AllInCost {
  const total = new Big(spend);
  const net = total.div(new Big(1).plus(new Big(feePercentage).div(100))).round(2, Big.roundDown);
  const spreadPercent = new Big(TRADING_COSTS.spreadPercentage.standard);
  const atMid = net.div(new Big(1).plus(spreadPercent.div(100))).round(2, Big.roundDown);
  return allInCost({
    side: 'buy',
    symbol: 'BTC',
    total: aud(total),
    fee: aud(total.minus(net)),
    spread: aud(net.minus(atMid)),
  });
}
