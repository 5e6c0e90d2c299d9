import { Big, ORDER_MESSAGES } from '@wattle/shared';
import { assetFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { checkPreOrder } from './pre-order-validation';
import {
  amountPlaceholder,
  insufficientForMinimum,
  maxAmount,
  tradeLimits,
  type TradeLimits,
} from './trade-limits';

// buy limits: $10 – $250,000; sell limits: 0.0001 – 5 BTC.
const btc = assetFixture();
const buyWith = (balance: string | null) =>
  tradeLimits('buy', btc, balance === null ? null : Big(balance), 2);
const sellWith = (balance: string | null) =>
  tradeLimits('sell', btc, balance === null ? null : Big(balance), 8);
const message = (amount: string, limits: TradeLimits) => {
  const check = checkPreOrder(amount, limits);
  return check.ok ? null : check.message;
};

describe('pre-order validation', () => {
  it('rejects an order without a fiat balance', () => {
    expect(message('50', buyWith(null))).toBe('No fiat balance, order rejected');
    expect(message('50', buyWith('0'))).toBe(ORDER_MESSAGES.noFiatBalance);
    expect(message('1', sellWith('0'))).toBe(ORDER_MESSAGES.insufficientFunds);
  });

  it('reports a zero amount without rejecting it on its own', () => {
    const unbounded = tradeLimits('buy', assetFixture({ buyTradeMinimum: null }), Big(100), 2);
    expect(checkPreOrder('0', unbounded)).toEqual({ ok: true, zero: true });
    expect(checkPreOrder('0', buyWith('100'))).toMatchObject({ ok: false, zero: true });
  });

  it('says Insufficient funds above the balance', () => {
    expect(message('100.01', buyWith('100'))).toBe('Insufficient funds');
    expect(message('0.6', sellWith('0.5'))).toBe('Insufficient funds');
  });

  it('rejects above the maximum, the lower of balance and limit', () => {
    expect(message('250000.01', buyWith('300000'))).toBe(
      'The amount entered is above the maximum allowed',
    );
    expect(message('5.1', sellWith('6'))).toBe(ORDER_MESSAGES.aboveMaximum);
    expect(buyWith('300000').effectiveMaximum?.toFixed()).toBe('250000');
    expect(buyWith('120').effectiveMaximum?.toFixed()).toBe('120');
  });

  it('rejects below the minimum, saying the minimum', () => {
    expect(message('9.99', buyWith('100'))).toBe('The minimum buy is $10.00');
    expect(message('0.00009', sellWith('1'))).toBe('The minimum sell is 0.0001 BTC');
  });

  it('lets an amount inside every bound through', () => {
    expect(checkPreOrder('10', buyWith('100'))).toEqual({ ok: true, zero: false });
    expect(checkPreOrder('100', buyWith('100'))).toEqual({ ok: true, zero: false });
  });

  it('applies no bounds the asset does not supply', () => {
    const free = assetFixture({ buyTradeMinimum: null, buyTradeMaximum: null });
    expect(checkPreOrder('0.01', tradeLimits('buy', free, Big(1_000_000), 2)).ok).toBe(true);
    expect(amountPlaceholder(tradeLimits('buy', free, null, 2))).toBe('0.00');
  });
});

describe('limits shown around the amount input', () => {
  it('shows the allowed range as the placeholder, minimum up and maximum down', () => {
    expect(amountPlaceholder(buyWith('1234.567'))).toBe('10.00 - 1234.56');
    expect(amountPlaceholder(buyWith(null))).toBe('10.00 - 250000.00');
    expect(amountPlaceholder(sellWith('0.12345678'))).toBe('0.0001 - 0.12345678');
  });

  it('fills MAX with what can be traded, truncated to the field decimals', () => {
    expect(maxAmount(buyWith('1234.567'))).toBe('1234.56');
    expect(maxAmount(buyWith('300000'))).toBe('250000');
    expect(maxAmount(sellWith('0.12345678'))).toBe('0.12345678');
  });

  it('replaces the inputs when the balance cannot meet the minimum', () => {
    expect(insufficientForMinimum(buyWith('9.99'))).toBe(
      'Insufficient funds to meet minimum buy amount of 10.00 AUD',
    );
    expect(insufficientForMinimum(sellWith('0.00005'))).toBe(
      'Insufficient funds to meet minimum sell amount of 0.0001 BTC',
    );
    expect(insufficientForMinimum(buyWith('10'))).toBeNull();
    expect(insufficientForMinimum(buyWith(null))).toBeNull();
  });
});
