import type { RuntimeConfig } from '@wattle/shared';
import { prerenderPageFrame } from '@wattle/shared/prerender';
import { PAGE_FRAMES } from '@/lib/page-frames';

/** Build time only (scripts/prerender.ts): this remote's signed-in page at `path` as its frame. */
export const renderHistoryPage = (path: string, config: RuntimeConfig) =>
  prerenderPageFrame(PAGE_FRAMES, path, config);
