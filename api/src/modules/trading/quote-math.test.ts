import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBuy, priceSell } from './quote-math.js';

const btc = { assetId: 'btc', symbol: 'BTC', decimals: 8 };
const prices = { buy: new Big('152760'), sell: new Big('151240'), mid: new Big('152000') };
const fee = new Big('0.6');

const cents = fc.integer({ min: 1000, max: 25_000_000 }).map((value) => new Big(value).div(100));
const sats = fc.integer({ min: 10_000, max: 500_000_000 }).map((value) => new Big(value).div(1e8));
const priceTriple = fc
  .tuple(fc.integer({ min: 1, max: 20_000_000 }), fc.integer({ min: 0, max: 100 }))
  .map(([mid, spreadBps]) => {
    const m = new Big(mid).div(100);
    return { mid: m, buy: m.times(1 + spreadBps / 10_000), sell: m.times(1 - spreadBps / 10_000) };
  });

describe('priceBuy', () => {
  it('matches a worked example', () => {
    const leg = priceBuy(new Big('1000'), fee, btc, prices);
    expect(leg.net.toFixed()).toBe('994.03'); // 1000 / 1.006 = 994.0357…, down to cents
    expect(leg.fee.toFixed()).toBe('5.97');
    expect(leg.crypto.toFixed()).toBe('0.00650713'); // 994.03 / 152760, down to 8 decimals
    expect(leg.midValue.toFixed()).toBe('989.08');
    expect(leg.spread.toFixed()).toBe('4.95');
  });

  it('splits the spend exactly into net and fee, in cents, never in the customer’s favour', () => {
    fc.assert(
      fc.property(cents, priceTriple, (spend, p) => {
        const leg = priceBuy(spend, fee, btc, p);
        expect(leg.net.plus(leg.fee).eq(spend)).toBe(true);
        expect(leg.fee.gte(spend.minus(spend.div(1.006)).round(2, Big.roundDown))).toBe(true);
        expect(leg.crypto.times(p.buy).lte(leg.net)).toBe(true);
        expect(leg.spread.gte(0)).toBe(true);
        expect(leg.net.times(100).mod(1).eq(0)).toBe(true);
        expect(leg.crypto.times(1e8).mod(1).eq(0)).toBe(true);
      }),
    );
  });

  it('charges no fee on the buy leg of a swap', () => {
    const leg = priceBuy(new Big('500'), fee, btc, prices, false);
    expect(leg.fee.toFixed()).toBe('0');
    expect(leg.net.toFixed()).toBe('500');
  });
});

describe('priceSell', () => {
  it('matches a worked example', () => {
    const leg = priceSell(new Big('0.01'), fee, btc, prices);
    expect(leg.gross.toFixed()).toBe('1512.4');
    expect(leg.receive.toFixed()).toBe('1503.37'); // 1512.40 / 1.006 = 1503.379…, down
    expect(leg.fee.toFixed()).toBe('9.03');
    expect(leg.midValue.toFixed()).toBe('1520');
    expect(leg.spread.toFixed()).toBe('7.6');
  });

  it('pays out at most the bid value, less the fee, in cents', () => {
    fc.assert(
      fc.property(sats, priceTriple, (quantity, p) => {
        const leg = priceSell(quantity, fee, btc, p);
        expect(leg.receive.plus(leg.fee).eq(leg.gross)).toBe(true);
        expect(leg.gross.lte(quantity.times(p.sell))).toBe(true);
        expect(leg.spread.gte(0)).toBe(true);
        expect(leg.receive.times(100).mod(1).eq(0)).toBe(true);
      }),
    );
  });
});
