/**
 * The logo's wattle blossom, a cluster of golden balls on a 28-unit square: the app's logo and
 * the API's own pages draw these circles. Import-free, so the API takes it without the app.
 */
export const WATTLE_BLOSSOM = [
  { cx: 14, cy: 9, r: 6, fill: '#F5B400' },
  { cx: 8, cy: 18, r: 5, fill: '#FFCA28' },
  { cx: 20, cy: 18, r: 5, fill: '#FFD54F' },
] as const;
