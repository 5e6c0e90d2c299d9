/**
 * The frame every page sits in: the header's own width and side padding, so a page's heading
 * starts under the logo on every page of every front end (docs/product/screens.md#page-layout).
 */
export const PAGE_FRAME = {
  maxW: '7xl',
  px: { base: '4', md: '8' },
  py: { base: '5', md: '8' },
} as const;
