export interface SitePlace {
  label: string;
  /** A path of the app, from its root. */
  path: string;
}

/**
 * A visitor's main places (docs/product/screens.md#public-header), in order: the public
 * header and its phone menu list them, and the API's not-found page offers them as the way
 * back, so the two never disagree.
 */
export const VISITOR_PLACES: readonly SitePlace[] = [
  { label: 'Prices', path: '/exchange-rates' },
  { label: 'Buy crypto', path: '/buy' },
  { label: 'Fees', path: '/fees' },
  { label: 'Learn', path: '/learn' },
  { label: 'Blog', path: '/blog' },
  { label: 'Support', path: '/contact-us' },
  { label: 'Log in', path: '/login' },
  { label: 'Sign up', path: '/signup' },
];
