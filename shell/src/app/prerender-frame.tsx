import type { PageHeadInput, RuntimeConfig } from '@wattle/shared';
import { hasFormNeedingApp } from '@wattle/shared/boot';
import { prerenderApp } from '@wattle/shared/prerender';
import { useRoutes } from 'react-router-dom';
import { pageHeadInputFor } from '@/features/layout/lib/page-meta';
import { PAGE_FRAMES } from '@/lib/page-frames';
import { SessionProvider } from '@/lib/session/session-provider';
import { remoteRouteFor } from './remote-routes';
import { SHELL_ROUTES } from './router';
import { ShellChrome } from './shell-chrome';

/** Where the page goes in the frame's HTML. */
export const PAGE_SLOT = '<div data-prerender-slot=""></div>';

export interface PrerenderedFrame {
  /**
   * Header, an empty page area (PAGE_SLOT) and footer, as a visitor's first render draws them
   * (a customer's, before their user has loaded, on a signed-in page).
   */
  html: string;
  /** The route table's head: used when the page sets none of its own (`usePageHead`). */
  head: PageHeadInput;
}

export interface PrerenderedShellPage {
  /** One of the shell's own pages (`/login`, `/signup`) as a visitor's first render draws it. */
  html: string;
  /** The shell's pages take their head from the route table (the frame's). */
  head: null;
  /**
   * True when its forms carry what a visitor types over to the live app (`typedBeforeStart`):
   * the app then starts when they reach for the page, as on the marketing site's
   * (prerender-page.tsx, `isStatic`).
   */
  isStatic: boolean;
}

/** A page only a signed-in customer opens: a remote's, or one of the shell's own (PAGE_FRAMES). */
const requiresSession = (path: string) =>
  remoteRouteFor(path)?.requiresSession === true || Object.hasOwn(PAGE_FRAMES, path);

/**
 * Build time only (scripts/prerender.ts): the shell's frame around `path` — for a visitor, or
 * on a signed-in page for a customer whose user has not loaded; not in maintenance — the same
 * ShellChrome the live shell renders first.
 */
export async function renderShellFrame(
  path: string,
  config: RuntimeConfig,
): Promise<PrerenderedFrame> {
  const html = await prerenderApp(
    <ShellChrome maintenance={false}>
      <div data-prerender-slot="" />
    </ShellChrome>,
    // A signed-in page's header is a customer's before their user has loaded: no links yet.
    { path, config, signedIn: requiresSession(path) },
  );
  return { html, head: pageHeadInputFor(path) };
}

function ShellPage() {
  return useRoutes(SHELL_ROUTES);
}

/**
 * Build time only (scripts/prerender.ts): the shell's own page at `path` (a sign-in page) as
 * the live shell's route table draws it for a visitor, inside the session it reads.
 */
export async function renderShellPage(
  path: string,
  config: RuntimeConfig,
): Promise<PrerenderedShellPage> {
  const html = await prerenderApp(
    <SessionProvider>
      <ShellPage />
    </SessionProvider>,
    { path, config },
  );
  return { html, head: null, isStatic: !hasFormNeedingApp(html) };
}
