export interface NavItem {
  to: string;
  label: string;
  /** Shown but not followable, with the reason as its description. */
  disabledReason?: string;
}

/** Spec §2.4/§2.5: the Deposit funds button opens the profile's fiat deposit tab. */
export const DEPOSIT_FUNDS_PATH = '/profile?tab=DEPOSIT_FIAT';

export const BUCKETS_LOCKED = 'Buckets unlock once your account can buy';

/** Spec §2.5: the public header's links (login and sign-up are buttons beside them). */
export const PUBLIC_LINKS: readonly NavItem[] = [
  { to: '/blog', label: 'Blog' },
  { to: '/learn', label: 'Learn' },
  { to: '/contact-us', label: 'Support' },
];

/** Spec §2.5: the signed-in header; Buckets needs the BUY permission. */
export function signedInLinks(canBuy: boolean): NavItem[] {
  return [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/buckets', label: 'Buckets', disabledReason: canBuy ? undefined : BUCKETS_LOCKED },
    { to: '/blog', label: 'Blog' },
  ];
}

/**
 * Spec §2.5: the account menu; Verification only while the user is not verified, Support
 * console only for support_lv1 and up (the API checks every call again).
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
