import { describe, expect, it } from 'vitest';
import {
  changeDirection,
  coinDecimals,
  displayRounding,
  formatAmount,
  formatCoin,
  formatCrypto,
  formatFiat,
  formatPercent,
  inputAmount,
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

  it('shows crypto at the given decimals (8 unless told), dust below one step, missing as Unavailable', () => {
    expect(formatCrypto('1.234567891')).toBe('1.23456789');
    expect(formatCrypto('1.234567891', 'up')).toBe('1.2345679');
    expect(formatCrypto('0.000000009')).toBe('<0.00000001');
    expect(formatCrypto('0.0000009', 'down', 6)).toBe('<0.000001');
    expect(formatCrypto('12345.5')).toBe('12,345.5');
    expect(formatCrypto('1.239', 'down', 2)).toBe('1.23');
    expect(formatCrypto(undefined)).toBe('Unavailable');
  });

  it('shows a coin at the decimals it trades at, so every screen shows one figure', () => {
    expect(coinDecimals('BTC')).toBe(8);
    expect(coinDecimals('usdc')).toBe(6);
    expect(formatCoin('0.00052570', 'BTC')).toBe('0.0005257 BTC');
    expect(formatCoin('1.2345678', 'USDC')).toBe('1.234567 USDC');
    expect(formatCoin('1.2345671', 'USDC', 'up')).toBe('1.234568 USDC');
    expect(formatCoin(null, 'BTC')).toBe('Unavailable');
    // What an amount field holds for the same figure: MAX reads back as what "Available" shows.
    expect(inputAmount('1234.000525709', 8)).toBe('1234.0005257');
    expect(formatCoin('1234.000525709', 'BTC')).toBe('1,234.0005257 BTC');
  });

  it('shows a wire amount as dollars when it is AUD and as coins with their symbol otherwise', () => {
    const aud = makeAmount(1234_567n * 10n ** 15n, 18, 'AUD');
    expect(formatAmount(aud)).toBe('$1,234.56');
    expect(formatAmount(aud, 'up')).toBe('$1,234.57');
    const btc = makeAmount(12_345_678n, 8, 'BTC');
    expect(formatAmount(btc)).toBe('0.12345678 BTC');
    const eth = makeAmount(123_456_789_123_456_789n, 18, 'ETH');
    expect(formatAmount(eth, displayRounding('crypto', 'buy'))).toBe('0.12345678 ETH');
    expect(formatAmount(eth, displayRounding('crypto', 'sell'))).toBe('0.12345679 ETH');
    expect(formatAmount(makeAmount(9n, 18, 'ETH'))).toBe('<0.00000001 ETH');
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
