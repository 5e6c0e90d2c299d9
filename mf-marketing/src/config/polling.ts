/** Assets and prices every 15 s, stats every minute (docs/product/constants.md#polling). */
export const PRICES_POLL_MS = 15_000;
export const STATS_POLL_MS = 60_000;
