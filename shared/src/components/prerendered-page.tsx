import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_FALLBACK_ATTRIBUTE, PRERENDERED_PAGE_ATTRIBUTE } from '../boot.js';
import { keepTypedFields, restoreTypedFields } from '../forms/typed-before-start.js';
import { PageSkeleton, type PageSkeletonProps } from './content-skeleton.js';

let snapshot: { path: string; html: string } | null = null;

/**
 * Names a prerendered stand-in (a native `<details>`, see usePrerendering) for the live
 * control that replaces it, so the live one can open where the visitor left it.
 */
export const STAND_IN_ATTRIBUTE = 'data-stand-in';

let openStandIns: ReadonlySet<string> = new Set();

const noSubscription = () => () => undefined;

/**
 * True while the build prerenders the page (a server render: scripts/prerender.ts), false in
 * the live app, which renders afresh (createRoot, no hydration) and so never asks for the
 * server's answer. A control that needs the live app to work can draw a native stand-in for
 * the prerendered page, for a visitor who uses it before the app has started.
 */
export function usePrerendering(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A native `<summary>` without the browser's disclosure marker: the prerendered stand-ins
 * (usePrerendering) draw the live control's own icon instead.
 */
export const SUMMARY_WITHOUT_MARKER = {
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
} as const;

/**
 * Keeps the markup of the page the server sent prerendered (scripts/prerender.ts), read
 * before the shell's first render replaces the document's #root. Our own build output, never
 * user input. Nothing is kept when the page was not prerendered. What the visitor typed into
 * its forms is kept apart, for the copies and the live form (keepTypedFields).
 */
export function capturePrerenderedPage(root: ParentNode = document): void {
  const element = root.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}]`);
  const path = element?.getAttribute(PRERENDERED_PAGE_ATTRIBUTE);
  snapshot = element && path ? { path, html: element.innerHTML } : null;
  if (element) keepTypedFields(element);
  openStandIns = new Set(
    Array.from(root.querySelectorAll(`details[${STAND_IN_ATTRIBUTE}][open]`), (standIn) =>
      String(standIn.getAttribute(STAND_IN_ATTRIBUTE)),
    ),
  );
}

/** Forgets the snapshot (tests, and a signed-in customer at `/`, who sees the dashboard). */
export function discardPrerenderedPage(): void {
  snapshot = null;
  openStandIns = new Set();
}

/**
 * True when the visitor had opened the stand-in named `name` (STAND_IN_ATTRIBUTE) when the
 * app took over: the live control starts open, so the menu or answer they opened — often
 * with the very tap that started the app — does not close under them.
 */
export function openedBeforeStart(name: string): boolean {
  return openStandIns.has(name);
}

/**
 * What a page shows while its code, session or data loads: the prerendered page when the
 * server sent one for this path — so what is already on screen (a visitor's page, or a
 * signed-in page's frame) stays put while the live page takes over, with no spinner flash and
 * no layout shift — otherwise the page's skeleton.
 */
export function PageFallback(skeleton: Omit<PageSkeletonProps, 'framed'>) {
  const { pathname } = useLocation();
  if (snapshot && snapshot.path === pathname) return <PrerenderedCopy html={snapshot.html} />;
  return <PageSkeleton framed {...skeleton} />;
}

/** The prerendered page again, with what the visitor typed into its forms and their focus. */
function PrerenderedCopy({ html }: { html: string }) {
  const copy = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (copy.current) restoreTypedFields(copy.current);
  }, []);
  return (
    <Box
      ref={copy}
      display="contents"
      {...{ [PAGE_FALLBACK_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
