import { Big } from '@wattle/shared';
import { assetFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_INVALID,
  AMOUNT_REQUIRED,
  convert,
  midPrice,
  rateSource,
  type RateSource,
} from './convert';

const aud: RateSource = { assetId: 'aud', symbol: 'AUD', aud: new Big(1), decimals: 2 };
const btc: RateSource = { assetId: 'btc', symbol: 'BTC', aud: new Big('150000'), decimals: 8 };
const eth: RateSource = { assetId: 'eth', symbol: 'ETH', aud: new Big('5000'), decimals: 8 };

describe('convert', () => {
  it('converts a coin to AUD and back exactly', () => {
    const toAud = convert('0.1', btc, aud);
    expect(toAud.ok && toAud.value.toFixed()).toBe('15000');
    const toBtc = convert('15000', aud, btc);
    expect(toBtc.ok && toBtc.value.toFixed()).toBe('0.1');
  });

  it('converts between two coins through their AUD values', () => {
    const result = convert('1.5', btc, eth);
    expect(result.ok && result.value.toFixed()).toBe('45');
  });

  it('rounds down to what the target shows', () => {
    const result = convert('1', aud, { ...btc, aud: new Big('3') });
    // 1/3 = 0.333333333… → 8 decimals, down.
    expect(result.ok && result.value.toFixed()).toBe('0.33333333');
    const cents = convert('1', { ...btc, aud: new Big('0.019') }, aud);
    expect(cents.ok && cents.value.toFixed()).toBe('0.01');
  });

  it('accepts thousands separators and spaces', () => {
    const result = convert(' 1,000 ', aud, eth);
    expect(result.ok && result.value.toFixed()).toBe('0.2');
  });

  it('says what is wrong with the amount or the rates', () => {
    expect(convert('', btc, aud)).toEqual({ ok: false, error: AMOUNT_REQUIRED });
    expect(convert('-1', btc, aud)).toEqual({ ok: false, error: AMOUNT_INVALID });
    expect(convert('1e5', btc, aud)).toEqual({ ok: false, error: AMOUNT_INVALID });
    expect(convert('abc', btc, aud)).toEqual({ ok: false, error: AMOUNT_INVALID });
    expect(convert('1', { ...btc, aud: null }, aud)).toEqual({
      ok: false,
      error: 'BTC has no price right now',
    });
  });
});

describe('midPrice', () => {
  it('is halfway between buy and sell, 1 for AUD, and null without both prices', () => {
    expect(midPrice(assetFixture())?.toFixed()).toBe('151000.375');
    expect(midPrice(assetFixture({ assetId: 'aud', symbol: 'AUD' }))?.toFixed()).toBe('1');
    expect(midPrice(assetFixture({ sellPrice: null }))).toBeNull();
  });

  it('gives AUD 2 decimals and a coin at most 8', () => {
    expect(rateSource(assetFixture({ assetId: 'aud', symbol: 'AUD' })).decimals).toBe(2);
    expect(rateSource(assetFixture({ decimals: 18 })).decimals).toBe(8);
  });
});
