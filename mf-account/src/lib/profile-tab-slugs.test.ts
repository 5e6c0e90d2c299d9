import { describe, expect, it } from 'vitest';
import { PROFILE_TAB_SLUGS, profileTabHref, profileTabOf } from './profile-tab-slugs';

describe('profileTabOf', () => {
  it.each(PROFILE_TAB_SLUGS)('reads %s in both forms as the same tab', (slug) => {
    const upper = slug.toUpperCase().replaceAll('-', '_');
    expect(profileTabOf(slug)).toBe(slug);
    expect(profileTabOf(upper)).toBe(slug);
  });

  it('reads the header link DEPOSIT_FIAT and deposit-fiat alike', () => {
    expect(profileTabOf('DEPOSIT_FIAT')).toBe('deposit-fiat');
    expect(profileTabOf('deposit-fiat')).toBe('deposit-fiat');
    expect(profileTabOf(' Withdraw-Crypto ')).toBe('withdraw-crypto');
  });

  it.each([null, undefined, '', 'nowhere', 'DEPOSIT FIAT', 'deposit--fiat', '__proto__'])(
    'falls back to personal information for %j',
    (value) => {
      expect(profileTabOf(value)).toBe('personal-information');
    },
  );

  it('links to a tab by its slug', () => {
    expect(profileTabHref('refer-a-friend')).toBe('/profile?tab=refer-a-friend');
  });
});
