/** Prices refresh only while the customer is on one of these pages. */
export const PRICE_PAGES = ['/', '/dashboard', '/buckets', '/balance'] as const;

/** Pages other remotes own that this one links to (by URL, never by import). */
export const HISTORY_PATH = '/transaction';
export const DEPOSIT_PATH = '/transfer?tab=deposit-fiat';
