import { PageFrame, type RuntimeConfig } from '@wattle/shared';
import { prerenderApp } from '@wattle/shared/prerender';
import { PAGE_FRAMES } from '@/lib/page-frames';

export interface PrerenderedSignedInPage {
  /** The page's frame, or null when this remote has no page at `path`. */
  html: string | null;
  /** Signed-in pages take their head from the shell's route table. */
  head: null;
}

/**
 * Build time only (scripts/prerender.ts): this remote's page at `path` as its frame — its
 * heading over the spinner — which is all of it that is the same for every customer. The
 * first response then shows it while the app and the customer's data load.
 */
export async function renderTradingPage(
  path: string,
  config: RuntimeConfig,
): Promise<PrerenderedSignedInPage> {
  const frame = Object.hasOwn(PAGE_FRAMES, path)
    ? PAGE_FRAMES[path as keyof typeof PAGE_FRAMES]
    : undefined;
  if (!frame) return { html: null, head: null };
  const html = await prerenderApp(<PageFrame {...frame} />, { path, config, signedIn: true });
  return { html, head: null };
}
