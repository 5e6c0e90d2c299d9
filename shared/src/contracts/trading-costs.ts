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
