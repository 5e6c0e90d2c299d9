import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2.3: each path change starts at the top of the page (a new query string does not). */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
