export interface NavItem {
  to: string;
  label: string;
  /** Shown but not followable, with the reason as its description. */
  disabledReason?: string;
}

/** The Deposit funds button opens the profile's fiat deposit tab, in its upper-case form. */
export const DEPOSIT_FUNDS_PATH = '/profile?tab=DEPOSIT_FIAT';

export const BUCKETS_LOCKED = 'Buckets unlock once your account can buy';

/**
 * The public header's links (docs/product/screens.md#public-header); login and sign-up are
 * buttons beside them.
 */
export const PUBLIC_LINKS: readonly NavItem[] = [
  { to: '/blog', label: 'Blog' },
  { to: '/learn', label: 'Learn' },
  { to: '/contact-us', label: 'Support' },
];

/** The signed-in header (docs/product/screens.md#signed-in-header); Buckets needs BUY. */
export function signedInLinks(canBuy: boolean): NavItem[] {
  return [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/buckets', label: 'Buckets', disabledReason: canBuy ? undefined : BUCKETS_LOCKED },
    { to: '/blog', label: 'Blog' },
  ];
}

/**
 * The account menu (docs/product/screens.md#account-menu); Verification only while the user is
 * not verified, Support console only for support_lv1 and up (the API checks every call again).
 */
export function accountLinks(verified: boolean, staff = false): NavItem[] {
  return [
    ...(staff ? [{ to: '/support', label: 'Support console' }] : []),
    { to: '/profile', label: 'Profile' },
    ...(verified ? [] : [{ to: '/new-profile', label: 'Verification' }]),
    { to: '/balance', label: 'Balance' },
    { to: '/transaction', label: 'Transactions' },
    { to: '/contact-us', label: 'Support' },
  ];
}
