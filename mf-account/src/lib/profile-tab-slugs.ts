/** The eight profile tabs (docs/product/screens.md#profile-tabs), in the order shown. */
export const PROFILE_TAB_SLUGS = [
  'personal-information',
  'refer-a-friend',
  'referral-history',
  'deposit-fiat',
  'deposit-crypto',
  'withdraw-fiat',
  'withdraw-crypto',
  'preference',
] as const;
export type ProfileTabSlug = (typeof PROFILE_TAB_SLUGS)[number];

export const DEFAULT_PROFILE_TAB: ProfileTabSlug = 'personal-information';
export const PROFILE_TAB_PARAM = 'tab';

function isSlug(value: string): value is ProfileTabSlug {
  return (PROFILE_TAB_SLUGS as readonly string[]).includes(value);
}

/**
 * The tab a `?tab=` value names. Both forms select the same tab: the slug (`deposit-fiat`) and
 * the upper-case form of the header's Deposit funds link (`DEPOSIT_FIAT`); anything else, or
 * nothing, is personal information.
 */
export function profileTabOf(value: string | null | undefined): ProfileTabSlug {
  const slug = (value ?? '').trim().toLowerCase().replaceAll('_', '-');
  return isSlug(slug) ? slug : DEFAULT_PROFILE_TAB;
}

/** `/profile?tab=…` for a tab: the slug is the form Wattle writes. */
export function profileTabHref(slug: ProfileTabSlug): string {
  return `/profile?${PROFILE_TAB_PARAM}=${slug}`;
}
