/** Polling and timing constants (docs/product/constants.md#polling). */
export const PRICES_POLL_SECONDS = 15;
export const CRYPTO_BALANCE_POLL_MS = 60_000;
export const COUNTDOWN_TICK_MS = 1_000;
export const MODAL_CLOSE_MS = 200;

/**
 * The lock after a quote fetch (docs/product/trading.md#quote-lock): one second is long enough
 * to stop a double tap from asking twice and short enough that nobody waits on it.
 */
export const QUOTE_LOCK_MS = 1_000;

/** The scrolling price ticker moves 25 pixels a second. */
export const TICKER_SPEED = 25;
