import { VISITOR_PLACES } from '@wattle/shared';

export interface NavItem {
  to: string;
  label: string;
  /** Shown but not followable, with the reason as its description. */
  disabledReason?: string;
}

export type PlaceIcon = 'home' | 'portfolio' | 'trade' | 'transfer' | 'activity';

/** One of a signed-in customer's places: in the header, and in the tab bar on a phone. */
export interface Place extends NavItem {
  icon: PlaceIcon;
  /** The first path segments that are this place (`''` is `/`). */
  segments: readonly string[];
}

/** Deposit funds opens Transfer at its AUD deposit. */
export const DEPOSIT_FUNDS_PATH = '/transfer?tab=deposit-fiat';

export const BUCKETS_LOCKED = 'Buckets unlock once your account can buy';

/** Log in and Sign up: buttons beside the visitor's links, not links among them. */
const AUTH_PATHS: readonly string[] = ['/login', '/signup'];

/**
 * The public header's links (docs/product/screens.md#public-header), the visitor's places
 * short of Log in and Sign up, which are buttons beside them.
 */
export const PUBLIC_LINKS: readonly NavItem[] = VISITOR_PLACES.filter(
  (place) => !AUTH_PATHS.includes(place.path),
).map((place) => ({ to: place.path, label: place.label }));

/**
 * A signed-in customer's places (docs/product/screens.md#signed-in-places), in order: the
 * header's links and the phone's tab bar both draw this list. Trade is the buckets page and
 * needs BUY.
 */
export function signedInPlaces(canBuy: boolean): Place[] {
  return [
    { to: '/dashboard', label: 'Home', icon: 'home', segments: ['', 'dashboard'] },
    { to: '/balance', label: 'Portfolio', icon: 'portfolio', segments: ['balance'] },
    {
      to: '/buckets',
      label: 'Trade',
      icon: 'trade',
      segments: ['buckets'],
      disabledReason: canBuy ? undefined : BUCKETS_LOCKED,
    },
    { to: '/transfer', label: 'Transfer', icon: 'transfer', segments: ['transfer'] },
    { to: '/transaction', label: 'Activity', icon: 'activity', segments: ['transaction'] },
  ];
}

/** The place `pathname` is in, if any: the one the header and tab bar mark as current. */
export function currentPlace(pathname: string, places: readonly Place[]): Place | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return places.find((place) => place.segments.includes(segment));
}

/**
 * The account menu (docs/product/screens.md#account-menu); Verification only while the user is
 * not verified.
 */
export function accountLinks(verified: boolean): NavItem[] {
  return [
    { to: '/profile', label: 'Profile' },
    ...(verified ? [] : [{ to: '/new-profile', label: 'Verification' }]),
    { to: '/contact-us', label: 'Support' },
  ];
}

export const SUPPORT_CONSOLE_LINK: NavItem = { to: '/support', label: 'Support console' };

/** What the signed-in header, account menu and tab bar offer one person. */
export interface SignedInNav {
  /** The header's links: a customer's places, or staff's support console. */
  links: NavItem[];
  /** A customer's places, for the tab bar on a phone; none for staff. */
  places: Place[];
  /** The account menu's items, above Log out. */
  menu: NavItem[];
  /** The customer's money actions and alerts: Deposit funds and the notification bell. */
  customer: boolean;
}

/**
 * Staff are staff (docs/product/screens.md#staff-in-the-shell): signed in, support_lv1 and up
 * see the support console and their own Log out, never a customer's places or money actions
 * (the API refuses them those anyway). Customers see their places, Trade needing BUY.
 */
export function signedInNav(person: {
  staff: boolean;
  canBuy: boolean;
  verified: boolean;
}): SignedInNav {
  if (person.staff) return { links: [SUPPORT_CONSOLE_LINK], places: [], menu: [], customer: false };
  const places = signedInPlaces(person.canBuy);
  return { links: places, places, menu: accountLinks(person.verified), customer: true };
}
