/** Spec §9: assets and prices every 15 s, stats every minute. */
export const PRICES_POLL_MS = 15_000;
export const STATS_POLL_MS = 60_000;
