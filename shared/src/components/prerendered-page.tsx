import { Box } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { PRERENDERED_PAGE_ATTRIBUTE } from '../boot.js';
import { PageSpinner } from './page-spinner.js';

let snapshot: { path: string; html: string } | null = null;

/**
 * Keeps the markup of the page the server sent prerendered (scripts/prerender.ts), read
 * before the shell's first render replaces the document's #root. Our own build output, never
 * user input. Nothing is kept when the page was not prerendered.
 */
export function capturePrerenderedPage(root: ParentNode = document): void {
  const element = root.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}]`);
  const path = element?.getAttribute(PRERENDERED_PAGE_ATTRIBUTE);
  snapshot = element && path ? { path, html: element.innerHTML } : null;
}

/** Forgets the snapshot (tests, and a signed-in customer at `/`, who sees the dashboard). */
export function discardPrerenderedPage(): void {
  snapshot = null;
}

/**
 * What a page shows while its code or data loads: the prerendered page when the server sent
 * one for this path — so the content the visitor is already reading stays put while the
 * live page takes over, with no spinner flash and no layout shift — otherwise the spinner.
 */
export function PageFallback() {
  const { pathname } = useLocation();
  if (snapshot && snapshot.path === pathname) {
    return (
      <Box
        display="contents"
        data-page-fallback=""
        dangerouslySetInnerHTML={{ __html: snapshot.html }}
      />
    );
  }
  return <PageSpinner />;
}
