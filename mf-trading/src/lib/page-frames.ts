import type { PageFrameProps } from '@wattle/shared';

/**
 * Each page's heading and width: the page's PageLayout draws them, and the build prerenders
 * them as the page's frame (signedInFrames, scripts/prerender.ts), so the two never differ.
 * The build reads this file from outside the package: imports here are relative, never `@/`.
 */
export const PAGE_FRAMES = {
  '/dashboard': { title: 'Dashboard', width: 'wide' },
  '/balance': { title: 'Balance', width: 'wide' },
  '/buckets': { title: 'Buckets', width: 'wide' },
} as const satisfies Record<string, PageFrameProps>;
