/**
 * The signed-in routes (docs/product/screens.md#routes): what the route sweep opens for a
 * customer and the phone's tap-target check measures. A visitor is sent to /login from each.
 */
export const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/profile',
  '/transfer',
  '/new-profile',
  '/transaction',
  '/notifications',
  '/buckets',
  '/balance',
];

/** The profile tabs and the Transfer tabs, by slug. */
export const PROFILE_TABS = [
  ...['personal-information', 'refer-a-friend', 'referral-history', 'preference'].map(
    (tab) => `/profile?tab=${tab}`,
  ),
  ...['deposit-fiat', 'deposit-crypto', 'withdraw-fiat', 'withdraw-crypto'].map(
    (tab) => `/transfer?tab=${tab}`,
  ),
];
