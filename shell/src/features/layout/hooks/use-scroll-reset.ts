import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Each path change starts at the top of the page (a new query string does not).
 * Not the first path: a page load starts where the browser put it, and a visitor who scrolled
 * the prerendered page while the app started keeps their place when it takes over.
 */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = null;
    window.scrollTo(0, 0);
  }, [pathname]);
}
