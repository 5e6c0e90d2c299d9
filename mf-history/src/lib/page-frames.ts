import type { PageFrameProps } from '@wattle/shared';
import { HISTORY_PATH, TAX_REPORT_PATH } from '../config/paths';

/**
 * Each page's heading and width: the transaction layout's PageLayout draws them, and the
 * build prerenders them as the page's frame (signedInFrames, scripts/prerender.ts), so the
 * two never differ.
 * The build reads this file from outside the package: imports here are relative, never `@/`.
 */
export const PAGE_FRAMES = {
  [HISTORY_PATH]: { title: 'Transaction history' },
  [TAX_REPORT_PATH]: { title: 'Tax report' },
} as const satisfies Record<string, PageFrameProps>;
