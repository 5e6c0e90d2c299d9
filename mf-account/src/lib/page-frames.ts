import type { PageFrameProps } from '@wattle/shared';

/**
 * Each page's heading and width: the page's PageLayout draws them, and the build prerenders
 * them as the page's frame (signedInFrames, scripts/prerender.ts), so the two never differ.
 * The build reads this file from outside the package: imports here are relative, never `@/`.
 */
export const PAGE_FRAMES = {
  '/profile': { title: 'Profile', width: 'wide' },
  '/transfer': { title: 'Transfer', width: 'wide' },
  '/new-profile': { title: 'Verify your account', width: 'narrow' },
} as const satisfies Record<string, PageFrameProps>;
