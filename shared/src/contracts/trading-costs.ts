import Big from 'big.js';
import type { Amount } from './amount.js';
import { amountToBig } from './money.js';

/**
 * What a trade costs, stated once (docs/product/trading.md#fees, #spread): the trade dialog,
 * the fees page and the sandbox market all read these numbers, so what the customer is told is
 * what they pay. Percentages are decimal strings, as on the wire.
 */
export const TRADING_COSTS = {
  /** Trade fee, percent of the order, on every buy, sell and swap (admin trade setting). */
  feePercentage: '0.6',
  /**
   * Spread, percent either side of the mid-market price: the buy price sits this much above
   * it and the sell price this much below. Stablecoins trade tighter.
   */
  spreadPercentage: { standard: '0.5', stablecoin: '0.2' },
  /** AUD deposits (bank transfer, PayID) and AUD withdrawals cost nothing. */
  fiatDepositFee: '0',
  fiatWithdrawalFee: '0',
} as const;

/** Daily volatility below which a coin counts as a stablecoin for its spread. */
export const STABLECOIN_DAILY_VOLATILITY = 0.01;

/**
 * The all-in cost of one trade (docs/product/portfolio.md#all-in-cost): what the customer gives
 * and gets, both at the mid-market price, and the cost between them — the spread plus the fee —
 * as dollars and as a percentage of what was given. A buy gives the AUD paid; a sell or a swap
 * gives coins worth what they fetched plus the fee and the spread. Every screen that shows a
 * trade's cost reads it from here, so they agree.
 */
export interface AllInCost {
  side: 'buy' | 'sell' | 'swap';
  symbol: string;
  /** AUD given: paid for a buy, the coins' mid value for a sell or swap. */
  given: Big;
  /** AUD got at the mid price: the coins' mid value for a buy, the AUD (or coins) received. */
  got: Big;
  spread: Big;
  fee: Big;
  /** spread + fee. */
  total: Big;
  /** total ÷ given × 100, to 2 decimals, halves up. */
  percent: Big;
}

/** A trade's figures, as its quote or result gives them. */
export interface AllInCostInput {
  side: 'buy' | 'sell' | 'swap';
  symbol: string;
  /** AUD paid with the fee (buy), or received after the fee (sell, or spent on a swap's coin). */
  total: Amount;
  fee: Amount;
  spread: Amount;
}

export function allInCost({ side, symbol, total, fee, spread }: AllInCostInput): AllInCost {
  const feeAud = amountToBig(fee);
  const spreadAud = amountToBig(spread);
  const cost = feeAud.plus(spreadAud);
  const traded = amountToBig(total);
  const given = side === 'buy' ? traded : traded.plus(cost);
  const got = given.minus(cost);
  const percent = given.gt(0) ? cost.times(100).div(given).round(2, Big.roundHalfUp) : new Big(0);
  return { side, symbol, given, got, spread: spreadAud, fee: feeAud, total: cost, percent };
}

const dollars = (value: Big) => `$${value.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** "You pay $100.00 for $98.90 of BTC at the mid price: spread $0.50, fee $0.60 — 1.10 %". */
export function allInCostSentence(cost: AllInCost): string {
  const costs = `spread ${dollars(cost.spread)}, fee ${dollars(cost.fee)} — ${cost.percent.toFixed(2)} %`;
  if (cost.side === 'buy') {
    return `You pay ${dollars(cost.given)} for ${dollars(cost.got)} of ${cost.symbol} at the mid price: ${costs}`;
  }
  const verb = cost.side === 'sell' ? 'sell' : 'swap';
  return `You ${verb} ${dollars(cost.given)} of ${cost.symbol} at the mid price for ${dollars(cost.got)}: ${costs}`;
}
