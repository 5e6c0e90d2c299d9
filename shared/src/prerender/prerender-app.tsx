import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PageFrame, type PageFrameProps } from '../components/page-layout.js';
import { setRuntimeConfig } from '../config/runtime-config.js';
import type { RuntimeConfig } from '../contracts/runtime-config.js';
import { prerenderSignedIn } from '../session/token-store.js';
import { getWattleSystem } from '../theme/theme.js';

/** How long a render may wait for its lazy pages and content. */
const PRERENDER_TIMEOUT_MS = 20_000;

export interface PrerenderAppOptions {
  path: string;
  config: RuntimeConfig;
  /**
   * Drawn as a signed-in customer's first render draws it, before their user has loaded
   * (prerenderSignedIn); otherwise as a visitor's.
   */
  signedIn?: boolean;
  /** The cache the render's queries land in, for a caller that inspects them afterwards. */
  queryClient?: QueryClient;
}

/**
 * Build time only (scripts/prerender.ts): `tree` as a front end's first render draws it at
 * `path` — theme, query cache, router — waited for until every lazy page and every query it
 * suspends on has resolved. The build has no API: whatever needs it shows the loading state
 * the live page starts from.
 */
export async function prerenderApp(
  tree: ReactNode,
  {
    path,
    config,
    signedIn = false,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: PrerenderAppOptions,
): Promise<string> {
  setRuntimeConfig(config);
  prerenderSignedIn(signedIn);
  const { prelude } = await prerender(
    <ChakraProvider value={getWattleSystem()}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>{tree}</StaticRouter>
      </QueryClientProvider>
    </ChakraProvider>,
    {
      signal: AbortSignal.timeout(PRERENDER_TIMEOUT_MS),
      // Never outline a large Suspense boundary into hidden markup plus an inline reveal
      // script: the page must show without JS, and its CSP (rightly) refuses inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  return new Response(prelude).text();
}

export interface PrerenderedSignedInPage {
  /** The page's frame, or null when no front end has a signed-in page at `path`. */
  html: string | null;
  /** Signed-in pages take their head from the shell's route table. */
  head: null;
}

/**
 * Build time only (scripts/prerender.ts): a signed-in page at `path` as its frame (PageFrame:
 * its heading over the spinner), which is all of it that is the same for every customer, from
 * `frames`: the front ends' PAGE_FRAMES, which their pages draw their PageLayout from. The
 * first response then shows it while the app and the customer's data load.
 */
export async function prerenderPageFrame(
  path: string,
  config: RuntimeConfig,
  frames: Readonly<Record<string, PageFrameProps>>,
): Promise<PrerenderedSignedInPage> {
  const frame = Object.hasOwn(frames, path) ? frames[path] : undefined;
  if (!frame) return { html: null, head: null };
  const html = await prerenderApp(<PageFrame {...frame} />, { path, config, signedIn: true });
  return { html, head: null };
}
