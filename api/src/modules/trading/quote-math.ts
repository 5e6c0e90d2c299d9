import Big from 'big.js';

/**
 * Exact arithmetic for quotes: 40 decimals, truncating, so a division never rounds up
 * before the explicit rounding below decides the direction.
 */
const Exact = Big();
Exact.DP = 40;
Exact.RM = Big.roundDown;

/** AUD legs settle in whole cents: what a bank account can hold and a tax report can show. */
export const CENTS = 2;

export interface TradableAsset {
  assetId: string;
  symbol: string;
  /** Trade granularity: coin amounts are rounded to this many decimals. */
  decimals: number;
}

export interface Prices {
  /** Ask, AUD per coin. */
  buy: Big;
  /** Bid, AUD per coin. */
  sell: Big;
  mid: Big;
}

export interface BuyLeg {
  side: 'buy';
  /** AUD the customer pays, fee included. */
  spend: Big;
  /** AUD that buys the coins (spend − fee). */
  net: Big;
  fee: Big;
  crypto: Big;
  price: Big;
  mid: Big;
  /** What the coins are worth at mid: the house's side of the trade. */
  midValue: Big;
  /** net − midValue: the spread and rounding Wattle keeps. */
  spread: Big;
}

export interface SellLeg {
  side: 'sell';
  crypto: Big;
  /** AUD the coins fetch at the bid, before the fee. */
  gross: Big;
  /** AUD the customer receives (gross − fee). */
  receive: Big;
  fee: Big;
  price: Big;
  mid: Big;
  midValue: Big;
  /** midValue − gross. */
  spread: Big;
}

const hundred = new Exact(100);

/** Quote maths divides by 1 plus the fee percentage over 100. */
function feeDivisor(feePercentage: Big): Big {
  return new Exact(1).plus(new Exact(feePercentage).div(hundred));
}

/**
 * A buy of `spend` AUD, fee included. The customer's side rounds against them by at most a
 * cent or a coin's last decimal (docs/product/trading.md#rounding).
 */
export function priceBuy(
  spend: Big,
  feePercentage: Big,
  asset: TradableAsset,
  prices: Prices,
  chargeFee = true,
): BuyLeg {
  const total = new Exact(spend).round(CENTS, Big.roundDown);
  const net = chargeFee ? total.div(feeDivisor(feePercentage)).round(CENTS, Big.roundDown) : total;
  const crypto = net.div(prices.buy).round(asset.decimals, Big.roundDown);
  const midValue = crypto.times(prices.mid).round(CENTS, Big.roundDown);
  return {
    side: 'buy',
    spend: total,
    net,
    fee: total.minus(net),
    crypto,
    price: prices.buy,
    mid: prices.mid,
    midValue,
    spread: net.minus(midValue),
  };
}

/** A sell of `quantity` coins: the customer receives the bid value after the fee, rounded down. */
export function priceSell(
  quantity: Big,
  feePercentage: Big,
  asset: TradableAsset,
  prices: Prices,
): SellLeg {
  const crypto = new Exact(quantity).round(asset.decimals, Big.roundDown);
  const gross = crypto.times(prices.sell).round(CENTS, Big.roundDown);
  const receive = gross.div(feeDivisor(feePercentage)).round(CENTS, Big.roundDown);
  const midValue = crypto.times(prices.mid).round(CENTS, Big.roundUp);
  return {
    side: 'sell',
    crypto,
    gross,
    receive,
    fee: gross.minus(receive),
    price: prices.sell,
    mid: prices.mid,
    midValue,
    spread: midValue.minus(gross),
  };
}
