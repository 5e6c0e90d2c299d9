import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '../config/runtime-config.js';
import { PageSkeleton } from './content-skeleton.js';

/**
 * An unknown path goes to the API's not-found page — in the shell and inside every remote —
 * so no route ever renders an empty area between header and footer. Each route table ends
 * with `<Route path="*" element={<NotFoundRedirect />} />`.
 */
export function NotFoundRedirect() {
  const { pathname } = useLocation();
  useEffect(() => {
    const url = new URL('/not-found', getRuntimeConfig().apiUrl);
    url.searchParams.set('path', pathname);
    window.location.replace(url.toString());
  }, [pathname]);
  return <PageSkeleton framed label="Page not found, redirecting" />;
}
