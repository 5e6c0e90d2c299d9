/**
 * A figure of a prerendered page that the page script fills from the public API before the
 * app starts (live-prices.ts), named for what it shows: `price:BTC:buy`, `change:BTC`,
 * `chart:btc:Bitcoin`. The live components draw the same element, so nothing moves when the app
 * takes over.
 */
export const LIVE_SLOT_ATTRIBUTE = 'data-live';

/** The page script's entry name (rspack.config.ts `pageScripts`): src/live-prices.ts. */
export const LIVE_PRICES_SCRIPT = 'live-prices';

/** On a slot still waiting for its figure: drawn as a muted bar the figure's size. */
export const PENDING_ATTRIBUTE = 'data-pending';

/** On the home page's strip: the coins its tiles show, in order (comma-separated symbols). */
export const STRIP_COINS_ATTRIBUTE = 'data-live-coins';

export const liveSlot = {
  price: (symbol: string, side: 'buy' | 'sell') => `price:${symbol.toUpperCase()}:${side}`,
  change: (symbol: string) => `change:${symbol.toUpperCase()}`,
  /** The coin's name as the API lists it. */
  name: (symbol: string) => `name:${symbol.toUpperCase()}`,
  /** The strip's summary of the day (market-stats.ts). */
  summary: 'summary:market',
  /** A coin's chart over DEFAULT_CHART_RANGE; its name is what the chart's summary says. */
  chart: (assetId: string, name: string) => `chart:${assetId}:${name}`,
};

/**
 * Marks a figure pending (PENDING_ATTRIBUTE) while it is unknown: a bar, and nothing for a
 * screen reader, whose placeholder text is only there to give the bar its size.
 */
export function pendingAttribute(pending: boolean): Record<string, string> {
  return pending ? { [PENDING_ATTRIBUTE]: '', 'aria-hidden': 'true' } : {};
}

/** The attributes of a figure's slot, marked pending until the figure is known. */
export function slotAttributes(slot: string, pending: boolean): Record<string, string> {
  return { [LIVE_SLOT_ATTRIBUTE]: slot, ...pendingAttribute(pending) };
}

/** What a pending figure holds, unseen, to give its bar the size of the figure to come. */
export const PENDING_PRICE = '$00,000.00';
export const PENDING_CHANGE = '+0.00%';

/** Chakra's `css` for a slot: a bar of the placeholder text's size while pending. */
export const PENDING_SLOT_CSS = {
  [`&[${PENDING_ATTRIBUTE}]`]: {
    bg: 'bg.muted',
    color: 'transparent',
    rounded: 'sm',
    width: 'fit-content',
  },
} as const;

/**
 * The parts of a slot drawn from more than one figure: a chart's `figure`, `area`, `line`,
 * `range` and `change`; the market summary's `rising`, `riser`, `riser-symbol`,
 * `riser-change` and the same for `faller`.
 */
export const SLOT_PART_ATTRIBUTE = 'data-slot-part';

/** The parts' attribute, spread onto an element. */
export const slotPart = (part: string) => ({ [SLOT_PART_ATTRIBUTE]: part });
