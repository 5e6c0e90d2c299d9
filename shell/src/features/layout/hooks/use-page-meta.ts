import { getRuntimeConfig } from '@wattle/shared';
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

/** Keeps the head's title, description and canonical link in step with the route. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
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
