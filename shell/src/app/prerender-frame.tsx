import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  setRuntimeConfig,
  wattleSystem,
  type PageHeadInput,
  type RuntimeConfig,
} from '@wattle/shared';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { pageHeadInputFor } from '@/features/layout/lib/page-meta';
import { ShellChrome } from './shell-chrome';

/** Where the page goes in the frame's HTML. */
export const PAGE_SLOT = '<div data-prerender-slot=""></div>';

export interface PrerenderedFrame {
  /** Header, an empty page area (PAGE_SLOT) and footer, as a visitor's first render draws them. */
  html: string;
  /** The route table's head: used when the page sets none of its own (`usePageHead`). */
  head: PageHeadInput;
}

/**
 * Build time only (scripts/prerender.ts): the shell's frame around `path` for a visitor —
 * no session, not in maintenance — the same ShellChrome the live shell renders first.
 */
export async function renderShellFrame(
  path: string,
  config: RuntimeConfig,
): Promise<PrerenderedFrame> {
  setRuntimeConfig(config);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { prelude } = await prerender(
    <ChakraProvider value={wattleSystem}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>
          <ShellChrome maintenance={false}>
            <div data-prerender-slot="" />
          </ShellChrome>
        </StaticRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { html: await new Response(prelude).text(), head: pageHeadInputFor(path) };
}
