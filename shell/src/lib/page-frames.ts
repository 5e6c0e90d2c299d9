import type { PageFrameProps } from '@wattle/shared';

/**
 * The shell's own signed-in pages: heading and width. The page's PageLayout draws them, and the
 * build prerenders them as the page's frame (signedInFrames, scripts/prerender.ts), so the
 * two never differ.
 * The build reads this file from outside the package: imports here are relative, never `@/`.
 */
export const PAGE_FRAMES = {
  '/notifications': { title: 'Notifications', width: 'narrow' },
} as const satisfies Record<string, PageFrameProps>;
