import type { PageFrameProps } from '@wattle/shared';

/**
 * The shell's own signed-in pages: heading and width. The page's PageLayout draws them, and the
 * build prerenders them as the page's frame (SIGNED_IN_FRAMES, scripts/prerender.ts), so the
 * two never differ.
 */
export const PAGE_FRAMES = {
  '/notifications': { title: 'Notifications', width: 'narrow' },
} as const satisfies Record<string, PageFrameProps>;
