import {
  displayRounding,
  formatCoin,
  formatCrypto,
  formatFiat,
  formatPercent,
  UNAVAILABLE,
  UNKNOWN_FIAT_PRICE,
} from '@wattle/shared';
import { describe, expect, it } from 'vitest';

/**
 * The display rules (docs/product/trading.md#rounding) as the trading screens rely on them.
 * (The formatters live in shared; the screens' own use is tested beside each screen.)
 */
describe('display rules the trading remote relies on', () => {
  it('fiat: 2 decimals, $, rounded down by default; dust <$0.01; unknown N/A', () => {
    expect(formatFiat('1234.567')).toBe('$1,234.56');
    expect(formatFiat('0.004')).toBe('<$0.01');
    expect(formatFiat(null)).toBe(UNKNOWN_FIAT_PRICE);
    expect(UNKNOWN_FIAT_PRICE).toBe('N/A');
  });

  it('assets: at the coin’s decimals; dust below one step; missing Unavailable', () => {
    expect(formatCoin('0.123456789', 'BTC')).toBe('0.12345678 BTC');
    expect(formatCoin('0.00000099', 'USDC')).toBe('<0.000001 USDC');
    expect(formatCrypto(null)).toBe(UNAVAILABLE);
    expect(UNAVAILABLE).toBe('Unavailable');
  });

  it('fee percentage and daily change: 2 decimals', () => {
    expect(formatPercent('0.6')).toBe('0.60%');
    expect(formatPercent('2.345')).toBe('2.35%');
  });

  it('rounds so a figure never promises more than it delivers', () => {
    expect(formatCrypto('0.1234569', displayRounding('crypto', 'buy'), 6)).toBe('0.123456');
    expect(formatCrypto('0.1234561', displayRounding('crypto', 'sell'), 6)).toBe('0.123457');
    expect(formatFiat('10.001', displayRounding('fiat', 'buy'))).toBe('$10.01');
    expect(formatFiat('10.009', displayRounding('fiat', 'sell'))).toBe('$10.00');
    expect(formatFiat('0.601', displayRounding('fee', 'sell'))).toBe('$0.61');
    expect(formatFiat('99.999', displayRounding('maximum', 'buy'))).toBe('$99.99');
    expect(formatFiat('10.001', displayRounding('minimum', 'buy'))).toBe('$10.01');
    expect(formatFiat('100.001', displayRounding('price', 'buy'))).toBe('$100.01');
    expect(formatFiat('100.009', displayRounding('price', 'sell'))).toBe('$100.00');
  });
});
