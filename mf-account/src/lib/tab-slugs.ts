/** The parameter that names the open tab of `/profile` and of `/transfer`. */
export const TAB_PARAM = 'tab';

/** The five profile tabs (docs/product/screens.md#profile-tabs), in the order shown. */
export const PROFILE_TAB_SLUGS = [
  'personal-information',
  'refer-a-friend',
  'referral-history',
  'preference',
  'api-keys',
] as const;
export type ProfileTabSlug = (typeof PROFILE_TAB_SLUGS)[number];

/** The four Transfer tabs (docs/product/screens.md#transfer), in the order shown. */
export const TRANSFER_TAB_SLUGS = [
  'deposit-fiat',
  'deposit-crypto',
  'withdraw-fiat',
  'withdraw-crypto',
] as const;
export type TransferTabSlug = (typeof TRANSFER_TAB_SLUGS)[number];

export const DEFAULT_PROFILE_TAB: ProfileTabSlug = 'personal-information';
export const DEFAULT_TRANSFER_TAB: TransferTabSlug = 'deposit-fiat';

/**
 * A `?tab=` value in its slug form: both forms name the same tab, the slug (`deposit-fiat`)
 * and its upper-case form (`DEPOSIT_FIAT`, as older links write it).
 */
function slugOf(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase().replaceAll('_', '-');
}

function pick<TSlug extends string>(
  slugs: readonly TSlug[],
  value: string | null | undefined,
): TSlug | undefined {
  const slug = slugOf(value);
  return slugs.find((candidate) => candidate === slug);
}

/** The profile tab a `?tab=` value names; anything else, or nothing, is personal information. */
export function profileTabOf(value: string | null | undefined): ProfileTabSlug {
  return pick(PROFILE_TAB_SLUGS, value) ?? DEFAULT_PROFILE_TAB;
}

/** The Transfer tab a `?tab=` value names; anything else, or nothing, is the AUD deposit. */
export function transferTabOf(value: string | null | undefined): TransferTabSlug {
  return pick(TRANSFER_TAB_SLUGS, value) ?? DEFAULT_TRANSFER_TAB;
}

/**
 * The Transfer tab a `/profile?tab=` value names, if it names one: deposits and withdrawals
 * were profile tabs once, and those links still lead to them.
 */
export function movedToTransfer(value: string | null | undefined): TransferTabSlug | undefined {
  return pick(TRANSFER_TAB_SLUGS, value);
}

/** `/profile?tab=…` for a tab: the slug is the form Wattle writes. */
export function profileTabHref(slug: ProfileTabSlug): string {
  return `/profile?${TAB_PARAM}=${slug}`;
}

/** `/transfer?tab=…` for a tab. */
export function transferTabHref(slug: TransferTabSlug): string {
  return `/transfer?${TAB_PARAM}=${slug}`;
}
