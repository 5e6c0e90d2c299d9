import { Big } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import {
  sanitiseWithdrawalAmount,
  withdrawableMaximum,
  withdrawalPlaceholder,
} from './withdrawal-amount';

const minimum = { value: new Big('10'), text: '$10.00' };
const maximum = { value: new Big('250'), text: '$250.00' };

describe('withdrawalPlaceholder', () => {
  it('reads "Loading..." while loading, or the loading text given', () => {
    expect(withdrawalPlaceholder({ loading: true, sendMax: false, minimum, maximum })).toBe(
      'Loading...',
    );
    expect(
      withdrawalPlaceholder({
        loading: true,
        loadingText: 'Fetching',
        sendMax: true,
        minimum,
        maximum,
      }),
    ).toBe('Fetching');
  });

  it('reads "Insufficient balance" when the minimum exceeds what can go, even with send-max', () => {
    const small = { value: new Big('9.99'), text: '$9.99' };
    expect(withdrawalPlaceholder({ loading: false, sendMax: false, minimum, maximum: small })).toBe(
      'Insufficient balance',
    );
    expect(withdrawalPlaceholder({ loading: false, sendMax: true, minimum, maximum: small })).toBe(
      'Insufficient balance',
    );
  });

  it('reads "Withdrawing max", then "min - max", then "> min" without a maximum', () => {
    expect(withdrawalPlaceholder({ loading: false, sendMax: true, minimum, maximum })).toBe(
      'Withdrawing max',
    );
    expect(withdrawalPlaceholder({ loading: false, sendMax: false, minimum, maximum })).toBe(
      '$10.00 - $250.00',
    );
    expect(withdrawalPlaceholder({ loading: false, sendMax: false, minimum, maximum: null })).toBe(
      '> $10.00',
    );
  });
});

describe('sanitiseWithdrawalAmount', () => {
  it('keeps decimal text, cutting extra decimals and anything past 20 characters', () => {
    expect(sanitiseWithdrawalAmount('12.345', 2)).toBe('12.34');
    expect(sanitiseWithdrawalAmount('1,000.5', 2)).toBe('1000.5');
    expect(sanitiseWithdrawalAmount('.5', 8)).toBe('.5');
    expect(sanitiseWithdrawalAmount('1'.repeat(25), 2)).toHaveLength(20);
    expect(sanitiseWithdrawalAmount('', 2)).toBe('');
  });

  it('refuses anything that is not a decimal number', () => {
    expect(sanitiseWithdrawalAmount('12a', 2)).toBeNull();
    expect(sanitiseWithdrawalAmount('-5', 2)).toBeNull();
    expect(sanitiseWithdrawalAmount('1.2.3', 2)).toBeNull();
    expect(sanitiseWithdrawalAmount('1e5', 2)).toBeNull();
  });
});

describe('withdrawableMaximum', () => {
  it('is the balance less the fee, capped by the limit left, never negative', () => {
    expect(withdrawableMaximum(new Big('1'), { fee: new Big('0.0002') }).toFixed()).toBe('0.9998');
    expect(withdrawableMaximum(new Big('900'), { cap: new Big('500') }).toFixed()).toBe('500');
    expect(withdrawableMaximum(new Big('0.0001'), { fee: new Big('0.0002') }).toFixed()).toBe('0');
  });
});
