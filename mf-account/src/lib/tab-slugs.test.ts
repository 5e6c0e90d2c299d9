import { describe, expect, it } from 'vitest';
import {
  movedToTransfer,
  PROFILE_TAB_SLUGS,
  profileTabHref,
  profileTabOf,
  TRANSFER_TAB_SLUGS,
  transferTabHref,
  transferTabOf,
} from './tab-slugs';

const upper = (slug: string) => slug.toUpperCase().replaceAll('-', '_');

describe('profileTabOf', () => {
  it.each(PROFILE_TAB_SLUGS)('reads %s in both forms as the same tab', (slug) => {
    expect(profileTabOf(slug)).toBe(slug);
    expect(profileTabOf(upper(slug))).toBe(slug);
  });

  it.each([null, undefined, '', 'nowhere', 'deposit-fiat', 'DEPOSIT FIAT', '__proto__'])(
    'falls back to personal information for %j',
    (value) => {
      expect(profileTabOf(value)).toBe('personal-information');
    },
  );

  it('links to a tab by its slug', () => {
    expect(profileTabHref('refer-a-friend')).toBe('/profile?tab=refer-a-friend');
  });
});

describe('transferTabOf', () => {
  it.each(TRANSFER_TAB_SLUGS)('reads %s in both forms as the same tab', (slug) => {
    expect(transferTabOf(slug)).toBe(slug);
    expect(transferTabOf(upper(slug))).toBe(slug);
  });

  it('reads the old header link DEPOSIT_FIAT and a spaced, mixed-case slug', () => {
    expect(transferTabOf('DEPOSIT_FIAT')).toBe('deposit-fiat');
    expect(transferTabOf(' Withdraw-Crypto ')).toBe('withdraw-crypto');
  });

  it.each([null, '', 'preference', 'deposit--fiat', 'constructor'])(
    'falls back to the AUD deposit for %j',
    (value) => {
      expect(transferTabOf(value)).toBe('deposit-fiat');
    },
  );

  it('links to a tab by its slug', () => {
    expect(transferTabHref('withdraw-crypto')).toBe('/transfer?tab=withdraw-crypto');
  });
});

describe('movedToTransfer', () => {
  it('finds the Transfer tab an old profile link names, in either form', () => {
    expect(movedToTransfer('DEPOSIT_FIAT')).toBe('deposit-fiat');
    expect(movedToTransfer('withdraw-crypto')).toBe('withdraw-crypto');
    expect(movedToTransfer('WITHDRAW_FIAT')).toBe('withdraw-fiat');
  });

  it.each([null, '', 'preference', 'api-keys', 'nowhere'])('moves nothing for %j', (value) => {
    expect(movedToTransfer(value)).toBeUndefined();
  });
});
