import { getRuntimeConfig, isPageHeadClaimed } from '@wattle/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageMetaFor } from '../lib/page-meta';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Keeps the head's title, description and canonical link in step with the route, unless the
 * page claims its own head.
 *
 * Rule: the page is the LAST writer of the head. These are only the route table's defaults;
 * a public page's `usePageHead` (shared/src/seo/page-head.ts) claims its path before it writes,
 * and this effect then leaves the head alone — whether it runs before a lazy page mounts
 * (the page then overwrites these defaults) or after the page's effect in the same commit
 * (children's effects run first; the claim stops it here). Never write the head elsewhere.
 */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // A page that writes its own head (`usePageHead`, e.g. a coin page) keeps it.
    if (isPageHeadClaimed(pathname)) return;
    const meta = pageMetaFor(pathname, getRuntimeConfig().appUrl);
    document.title = meta.title;
    headElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    }).content = meta.description;
    const canonical = document.head.querySelector('link[rel="canonical"]');
    if (!meta.canonical) {
      canonical?.remove();
      return;
    }
    headElement('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.rel = 'canonical';
      return element;
    }).href = meta.canonical;
  }, [pathname]);
}
