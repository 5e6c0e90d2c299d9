/**
 * The coins simple mode offers to someone who holds none yet, most traded first: the large,
 * liquid coins Australian beginners buy most.
 */
export const POPULAR_SYMBOLS = ['BTC', 'ETH', 'SOL', 'XRP', 'ADA'] as const;

/** Simple mode lists at most this many coins; the rest are one tap away. */
export const SIMPLE_LIST_LIMIT = 6;
