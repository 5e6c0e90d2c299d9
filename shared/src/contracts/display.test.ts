import { describe, expect, it } from 'vitest';
import {
  changeDirection,
  displayRounding,
  formatAmount,
  formatCrypto,
  formatFiat,
  formatPercent,
  shortenAddress,
} from './display.js';
import { makeAmount } from './money.js';

describe('display rules', () => {
  it('shows AUD with $ and 2 decimals, rounding down by default', () => {
    expect(formatFiat('1234.567')).toBe('$1,234.56');
    expect(formatFiat('1234.561', 'up')).toBe('$1,234.57');
    expect(formatFiat('0')).toBe('$0.00');
    expect(formatFiat('-12.5')).toBe('-$12.50');
  });

  it('shows dust AUD as <$0.01 and an unknown price as N/A', () => {
    expect(formatFiat('0.009')).toBe('<$0.01');
    expect(formatFiat(null)).toBe('N/A');
  });

  it('shows crypto to at most 6 decimals, dust as <0.000001, missing as Unavailable', () => {
    expect(formatCrypto('1.23456789')).toBe('1.234567');
    expect(formatCrypto('1.23456712', 'up')).toBe('1.234568');
    expect(formatCrypto('0.0000009')).toBe('<0.000001');
    expect(formatCrypto('12345.5')).toBe('12,345.5');
    expect(formatCrypto('1.239', 'down', 2)).toBe('1.23');
    expect(formatCrypto(undefined)).toBe('Unavailable');
  });

  it('shows a wire amount as dollars when it is AUD and as coins with their symbol otherwise', () => {
    const aud = makeAmount(1234_567n * 10n ** 15n, 18, 'AUD');
    expect(formatAmount(aud)).toBe('$1,234.56');
    expect(formatAmount(aud, 'up')).toBe('$1,234.57');
    const btc = makeAmount(12_345_678n, 8, 'BTC');
    expect(formatAmount(btc, displayRounding('crypto', 'buy'))).toBe('0.123456 BTC');
    expect(formatAmount(btc, displayRounding('crypto', 'sell'))).toBe('0.123457 BTC');
    expect(formatAmount(makeAmount(99n, 8, 'ETH'))).toBe('<0.000001 ETH');
    expect(formatAmount(makeAmount(4n * 10n ** 15n, 18, 'AUD'))).toBe('<$0.01');
  });

  it('signs a movement in or out with a plus or a true minus', () => {
    expect(formatAmount(makeAmount(250n * 10n ** 18n, 18, 'AUD'), 'down', { signed: true })).toBe(
      '+$250.00',
    );
    expect(
      formatAmount(makeAmount(-99_403n * 10n ** 16n, 18, 'AUD'), 'down', { signed: true }),
    ).toBe('\u2212$994.03');
    expect(formatAmount(makeAmount(-50_000_000n, 8, 'BTC'), 'down', { signed: true })).toBe(
      '\u22120.5 BTC',
    );
    expect(formatAmount(makeAmount(-50_000_000n, 8, 'BTC'))).toBe('-0.5 BTC');
  });

  it('shows fee percentages and daily changes to 2 decimals', () => {
    expect(formatPercent('0.6')).toBe('0.60%');
    expect(formatPercent('-1.2345')).toBe('-1.23%');
  });

  it('colours a daily change by its direction', () => {
    expect(changeDirection('-0.01')).toBe('down');
    expect(changeDirection('0.5')).toBe('up');
    expect(changeDirection('0')).toBe('flat');
  });

  it.each([
    ['crypto', 'buy', 'down'],
    ['crypto', 'sell', 'up'],
    ['fiat', 'buy', 'up'],
    ['fiat', 'sell', 'down'],
    ['price', 'buy', 'up'],
    ['price', 'sell', 'down'],
    ['fee', 'buy', 'up'],
    ['fee', 'sell', 'up'],
    ['maximum', 'buy', 'down'],
    ['minimum', 'sell', 'up'],
  ] as const)('rounds %s on a %s %s', (quantity, side, expected) => {
    expect(displayRounding(quantity, side)).toBe(expected);
  });

  it('shortens addresses to 10 characters', () => {
    const short = shortenAddress('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    expect(short).toBe('bc1qx…0wlh');
    expect(short).toHaveLength(10);
    expect(shortenAddress('abc')).toBe('abc');
  });
});
