import type { PageFrameProps } from '@wattle/shared';

/**
 * Each page's heading and width: the page's PageLayout draws them, and the build prerenders
 * them as the page's frame (SIGNED_IN_FRAMES, scripts/prerender.ts), so the two never differ.
 */
export const PAGE_FRAMES = {
  '/dashboard': { title: 'Dashboard', width: 'wide' },
  '/balance': { title: 'Balance', width: 'wide' },
  '/buckets': { title: 'Buckets', width: 'wide' },
} as const satisfies Record<string, PageFrameProps>;
